import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table on a phone) is wider than the screen:
 * focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
