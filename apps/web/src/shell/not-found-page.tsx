import { Anchor, Text } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';

/**
 * An address with nothing behind it for this session: no such page, or another account's (which
 * answers exactly like one that does not exist, as the API's 404 does).
 */
export function NotFoundPage() {
  return (
    <PageContainer title="Page not found">
      <Text>{OUR_MESSAGES.pageNotFound}</Text>
      <Anchor component={Link} to={paths.home}>
        Go to the home page
      </Anchor>
    </PageContainer>
  );
}
