import { Paper, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface TContentSegmentProps {
  children: ReactNode;
  padding?: MantineSpacing;
  /** a name makes the segment a region landmark (only for a segment worth jumping to) */
  'aria-label'?: string;
}

/** A plain content segment (doc 001 §2): a bordered white card the page's parts sit on. */
export function ContentSegment({ children, padding = 'md', 'aria-label': label }: TContentSegmentProps) {
  return (
    <Paper
      component={label ? 'section' : 'div'}
      aria-label={label}
      withBorder
      radius="md"
      p={padding}
      bg="white"
    >
      {children}
    </Paper>
  );
}
