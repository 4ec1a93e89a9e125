import { Box, Center, Paper, Text, type MantineSpacing } from '@mantine/core';
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
        <Text className={classes.wordmark} aria-hidden="true">
          Parley
        </Text>
        <Paper withBorder shadow="sm" radius="md" p={padding}>
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
