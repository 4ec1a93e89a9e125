import { Anchor, List, Text, ThemeIcon } from '@mantine/core';
import { DASHBOARD_PAGE_TEXTS as T, type TAttentionItem } from '@parley/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageLink } from './use-page-link';

/** What needs attention, most urgent first, each a link to where it is put right. */
export function AttentionList({ items }: { items: readonly TAttentionItem[] }) {
  const link = usePageLink();
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconCircleCheck size={18} aria-hidden="true" color="var(--mantine-color-green-7)" />
        {T.attentionNone}
      </Text>
    );
  return (
    <List
      spacing="xs"
      size="sm"
      icon={
        <ThemeIcon color="yellow" variant="light" size={22} radius="xl">
          <IconAlertTriangle size={14} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      {items.map((item) => {
        const to = link(item.link);
        return (
          <List.Item key={item.kind}>
            {to ? (
              <Anchor component={Link} to={to} size="sm">
                {item.text}
              </Anchor>
            ) : (
              item.text
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
