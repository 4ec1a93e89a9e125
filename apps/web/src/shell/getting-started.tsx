import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GETTING_STARTED_TEXTS as T, fillText } from '@parley/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { STARTING_POINTS, isBuilt } from '@/config/built-pages';
import type { TPage } from '@/config/nav';
import { canSee, pathFor } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';
import { visibleGroups } from './sidebar/visible-nav';

/**
 * The first screen while the Dashboard and the Inbox are not built (issue 23): the built pages
 * this session may open, each with what it is for, then the menu's pages that are not built yet.
 * `home` is the page the user landed on; when they may not open it (no Dashboard and no Inbox
 * access), the page says so instead of 'Not permitted' with a link back to itself.
 */
export function GettingStarted({ home, permitted }: { home: TPage; permitted: boolean }) {
  const session = useSignedInSession();
  const points = STARTING_POINTS.filter((p) => canSee(session, p.page.access));
  const onlyOwnPages = points.every((p) => p.own);
  const notBuilt = visibleGroups(session)
    .map((group) => ({ group, titles: group.links.filter((l) => !isBuilt(l.path)).map((l) => l.title) }))
    .filter(({ titles }) => titles.length > 0);
  const builtId = useId();
  const notBuiltId = useId();
  return (
    <PageContainer title={permitted ? home.title : T.title}>
      <Text>{permitted ? fillText(T.homeNotBuilt, { page: home.title }) : T.homeNotPermitted}</Text>
      <Stack gap="xs" component="section" aria-labelledby={builtId}>
        <Title order={2} size="h4" id={builtId}>
          {T.builtHeading}
        </Title>
        {onlyOwnPages ? <Text c="dimmed">{T.onlyOwnPages}</Text> : null}
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" m={0} p={0}>
          {points.map(({ page, summary }) => (
            <Card
              component="li"
              key={page.path}
              withBorder
              radius="md"
              padding="md"
              style={{ listStyle: 'none' }}
            >
              <Anchor component={Link} to={pathFor(page.path, session)} fw={600}>
                {page.title}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {summary}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {notBuilt.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby={notBuiltId} mt="md">
          <Title order={2} size="h4" id={notBuiltId}>
            {T.notBuiltHeading}
          </Title>
          <Text>{fillText(T.notBuiltIntro, { soon: T.soon })}</Text>
          <List size="sm" spacing={4}>
            {notBuilt.map(({ group, titles }) => (
              <List.Item key={group.id}>
                {group.label ? (
                  <Text span fw={600} size="sm">
                    {group.label}:{' '}
                  </Text>
                ) : null}
                {titles.join(', ')}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </PageContainer>
  );
}
