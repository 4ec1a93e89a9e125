import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One fact of a description list: its name above its value, as a `<div>` holding a `<dt>` and a
 * `<dd>` (HTML allows the div inside a `<dl>`, so the list can be a Stack or a grid). Long values
 * without spaces (numbers, ids, addresses) wrap anywhere rather than widen a narrow panel.
 */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
