import { Group, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface TSubHeaderProps {
  title: ReactNode;
  /** right-side actions (doc 001 §2) */
  actions?: ReactNode;
  /** the heading level: 2 under the page's h1 by default */
  order?: TitleOrder;
}

/** A section's heading with its actions on the right, wrapping under it when there is no room. */
export function SubHeader({ title, actions, order = 2 }: TSubHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Title order={order} size="h4">
        {title}
      </Title>
      {actions ? (
        <Group gap="xs" ml="auto">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
