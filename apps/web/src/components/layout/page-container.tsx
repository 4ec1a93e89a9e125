import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A page inside the app frame: its one h1, which also names the browser tab. Left-aligned with
 * the header (and, later, beside the sidebar) rather than centred in a wide window.
 */
export function PageContainer({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(`${title} · Parley`);
  return (
    <Stack gap="sm" maw={1200}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
