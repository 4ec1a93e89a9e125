import { Text } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { PageContainer } from '@/components/layout/page-container';
import { useCurrentPage } from '@/lib/page-handle';

/** Every section a later issue builds: its layout and title from config/nav.ts, and a plain notice. */
export function Component() {
  const page = useCurrentPage();
  return (
    <PageContainer title={page?.title ?? 'Parley'}>
      <Text c="dimmed">{OUR_MESSAGES.sectionNotBuilt}</Text>
    </PageContainer>
  );
}
