import { Box, getSpacing, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './content-container.module.css';

interface TContentContainerProps {
  children: ReactNode;
  /** no padding around the content (a table or a map edge to edge) */
  noPadding?: boolean;
  /** space above the content on a phone only (below Mantine's `sm`) */
  mobileTopOffset?: MantineSpacing;
}

/** The content container of doc 001 §2: padded content, with a top offset on phones. */
export function ContentContainer({
  children,
  noPadding = false,
  mobileTopOffset = 'sm',
}: TContentContainerProps) {
  return (
    <Box
      className={classes.container}
      data-no-padding={noPadding || undefined}
      __vars={{
        '--content-padding': noPadding ? '0' : getSpacing('md'),
        '--mobile-top-offset': getSpacing(mobileTopOffset),
      }}
    >
      {children}
    </Box>
  );
}
