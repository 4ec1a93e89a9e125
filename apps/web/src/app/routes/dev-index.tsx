// @page /dev
import { Anchor, List, Text } from '@mantine/core';
import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { DEV_CRASH_PAGE, DEV_DEMO_PAGES, DEV_LINKS } from '@/config/nav';

/** /dev: the developer pages (doc 000 §2); on a phone, only 'View on desktop'. */
export function Component() {
  const mobile = useIsMobile();
  return (
    <PageContainer title="Developer pages">
      {mobile ? (
        <Text>{MESSAGES.viewOnDesktop}</Text>
      ) : (
        <>
          <Text c="dimmed">{OUR_MESSAGES.devIndexIntro}</Text>
          <List spacing="xs">
            {[...DEV_LINKS, ...DEV_DEMO_PAGES, DEV_CRASH_PAGE].map((page) => (
              <List.Item key={page.path}>
                <Anchor component={Link} to={page.path}>
                  {page.path}
                </Anchor>{' '}
                <Text span c="dimmed" size="sm">
                  {page.title}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </PageContainer>
  );
}
