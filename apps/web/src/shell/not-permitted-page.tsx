import { Anchor, Text } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';

/** A page the session may not see, asked for by its address: said plainly, and the page not shown. */
export function NotPermittedPage() {
  return (
    <PageContainer title="Not permitted">
      <Text>{OUR_MESSAGES.pageNotPermitted}</Text>
      <Anchor component={Link} to={paths.home}>
        Go to the home page
      </Anchor>
    </PageContainer>
  );
}
