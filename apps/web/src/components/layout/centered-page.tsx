import { Box, Center, Paper, type MantineSpacing } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './centered-page.module.css';

interface TCenteredPageProps {
  /** the document title: "<title> · Parley" */
  title: string;
  children: ReactNode;
  padding?: MantineSpacing;
}

/** A page outside the app frame (sign-in, session ended, failure): one card in the middle. */
export function CenteredPage({ title, children, padding = 'xl' }: TCenteredPageProps) {
  useDocumentTitle(`${title} · Parley`);
  return (
    <Center component="main" className={classes.page}>
      <Box w="100%" maw={440}>
        {/* A Box, not Text: Text's own font rules load after this CSS module and would win. */}
        <Box className={classes.wordmark} aria-hidden="true">
          Parley
        </Box>
        <Paper withBorder shadow="sm" radius="md" p={padding}>
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
