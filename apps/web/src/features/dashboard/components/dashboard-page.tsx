import { Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PAGE_TEXTS as T, DATA_RELOAD_MS, STATS_TEXT, fillText } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ContentSegment } from '@/components/layout/content-segment';
import { LoadState } from '@/components/layout/load-state';
import { PageContainer } from '@/components/layout/page-container';
import { useSignedInSession } from '@/lib/session';
import { dashboardQuery, weekStatsQuery } from '@/resources/stats';
import { AttentionList } from './attention-list';
import { DashboardTiles } from './dashboard-tiles';
import { FirstSteps } from './first-steps';
import { WeekChart } from './week-chart';
import { weekFigures } from './week-figures';

/**
 * /dashboard (issue 29), where users with dashboard-read land: the account at work, read from the
 * platform's records (the stats rollup, the ledger, numbers, webhooks, cards). Two requests, made
 * at once and again every 300000 ms (doc 000 §4's reload); a new account sees its first steps.
 */
export function DashboardPage() {
  const { accountId } = useSignedInSession();
  const summary = useQuery({ ...dashboardQuery(accountId), refetchInterval: DATA_RELOAD_MS });
  const stats = useQuery({ ...weekStatsQuery(accountId), refetchInterval: DATA_RELOAD_MS });
  const week = useMemo(() => (stats.data ? weekFigures(stats.data) : null), [stats.data]);
  const facts = summary.data?.[0];

  if (!facts)
    return (
      <PageContainer title={T.title}>
        <LoadState
          failed={summary.isError}
          loading={T.loading}
          failure={T.loadFailed}
          onRetry={() => void summary.refetch()}
        />
      </PageContainer>
    );

  const attention = (
    <ContentSegment aria-label={T.attentionHeading}>
      <Title order={2} size="h4" mb="xs">
        {T.attentionHeading}
      </Title>
      <AttentionList items={facts.attention} />
    </ContentSegment>
  );

  if (!facts.hasMessages)
    return (
      <PageContainer title={T.title}>
        <FirstSteps summary={facts} />
        {facts.attention.length > 0 ? attention : null}
      </PageContainer>
    );

  return (
    <PageContainer title={T.title}>
      <DashboardTiles summary={facts} week={week} />
      <ContentSegment aria-label={T.chartHeading}>
        <Stack gap="xs">
          <div>
            <Title order={2} size="h4">
              {T.chartHeading}
            </Title>
            {week ? (
              <Text size="sm" c="dimmed">
                {fillText(T.chartZone, { zone: week.timeZone })}
              </Text>
            ) : null}
          </div>
          {stats.data ? (
            <WeekChart week={stats.data} />
          ) : (
            <LoadState
              failed={stats.isError}
              loading={T.loading}
              failure={STATS_TEXT.loadFailed}
              onRetry={() => void stats.refetch()}
            />
          )}
        </Stack>
      </ContentSegment>
      {attention}
    </PageContainer>
  );
}
