import { Text } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { useCurrentPage } from '@/lib/page-handle';
import { GettingStarted } from '@/shell/getting-started';

/** The first screen of doc 000 §2's home redirect not built yet: until it is, it shows where to start. */
const HOME_PAGES: ReadonlySet<string> = new Set([paths.inbox]);

/**
 * Every section a later issue builds: its layout and title from config/nav.ts, and a plain notice;
 * the Inbox, where users without the Dashboard land, shows the getting-started page instead.
 */
export function Component() {
  const page = useCurrentPage();
  if (page && HOME_PAGES.has(page.path)) return <GettingStarted home={page} permitted />;
  return (
    <PageContainer title={page?.title ?? 'Parley'}>
      <Text c="dimmed">{OUR_MESSAGES.sectionNotBuilt}</Text>
    </PageContainer>
  );
}
