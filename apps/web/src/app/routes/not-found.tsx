import { Anchor, Text } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <PageContainer title="Page not found">
      <Text>{OUR_MESSAGES.pageNotFound}</Text>
      <Anchor component={Link} to={paths.home}>
        Go to the home page
      </Anchor>
    </PageContainer>
  );
}
