import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TPageHeaderProps {
  title: ReactNode;
  /** a line under the title */
  description?: ReactNode;
  /** buttons on the right of the title (they wrap under it on a phone) */
  actions?: ReactNode;
}

/** A page's heading: its one h1, an optional line under it, optional actions on the right. */
export function PageHeader({ title, description, actions }: TPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
