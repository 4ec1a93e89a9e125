import { Text } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { PageContainer } from '@/components/layout/page-container';
import { useCurrentPage } from '@/lib/page-handle';

/**
 * Every section a later issue builds: its layout and title from config/nav.ts, and a plain notice.
 * (Both home pages of doc 000 §2 are built: the Dashboard, and the Inbox since issue 30; the
 * getting-started page is the route guard's, for a role that opens neither.)
 */
export function Component() {
  const page = useCurrentPage();
  return (
    <PageContainer title={page?.title ?? 'Parley'}>
      <Text c="dimmed">{OUR_MESSAGES.sectionNotBuilt}</Text>
    </PageContainer>
  );
}
