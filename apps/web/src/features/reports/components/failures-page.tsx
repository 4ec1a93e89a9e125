import { Anchor, Stack, Text } from '@mantine/core';
import {
  DATA_RELOAD_MS,
  FAILURES_PAGE_TEXTS as T,
  REPORT_RANGE_DAYS,
  fillText,
  smsLogsLink,
  type TFailuresRow,
  type TReportRangeDays,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Sparkline } from '@/components/charts/sparkline';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { Loaded } from '@/components/layout/load-state';
import { PageContainer } from '@/components/layout/page-container';
import { useSignedInSession } from '@/lib/session';
import { failuresQuery } from '@/resources/reports';
import { ReportRange } from './report-range';

const FIGURES = { fontVariantNumeric: 'tabular-nums' } as const;
const RANGES = REPORT_RANGE_DAYS.map((d) => ({ value: d, label: fillText(T.rangeOption, { days: d }) }));
const figure = (id: 'failed' | 'undelivered' | 'total', header: string): TDataTableColumn<TFailuresRow> => ({
  id,
  header,
  cell: (r) => (
    <Text size="sm" ta="right" style={FIGURES}>
      {r[id].toLocaleString('en-US')}
    </Text>
  ),
});

const COLUMNS: readonly TDataTableColumn<TFailuresRow>[] = [
  { id: 'errorCode', header: T.errorCode, width: 80 },
  {
    id: 'meaning',
    header: T.meaning,
    sortable: false,
    wrap: true,
    value: (r) => `${r.meaning} ${r.remedy}`,
    cell: (r) => (
      <Stack gap={2}>
        <Text size="sm">{r.meaning}</Text>
        <Text size="sm" c="dimmed">
          {r.remedy}
        </Text>
      </Stack>
    ),
  },
  figure('failed', T.failed),
  figure('undelivered', T.undelivered),
  figure('total', T.total),
  {
    id: 'share',
    header: T.share,
    cell: (r) => (
      <Text size="sm" ta="right" style={FIGURES}>
        {r.share}%
      </Text>
    ),
  },
  {
    id: 'trend',
    header: T.trend,
    sortable: false,
    value: (r) => r.trend.map((p) => p.count).join(' '),
    cell: (r) => (
      <Sparkline
        values={r.trend.map((p) => p.count)}
        label={fillText(T.trendLabel, { counts: r.trend.map((p) => p.count).join(', ') })}
      />
    ),
  },
  {
    id: 'messages',
    header: T.messages,
    sortable: false,
    hideable: false,
    csv: false,
    value: () => '',
    cell: (r) => (
      <Anchor
        component={Link}
        size="sm"
        to={smsLogsLink({ errorCode: r.errorCode, since: r.trend[0]?.label, until: r.trend.at(-1)?.label })}
        aria-label={fillText(T.viewMessagesLabel, { code: r.errorCode })}
      >
        {T.viewMessages}
      </Anchor>
    ),
  },
];

/**
 * Reports → /reports/failures (issue 29): the failed and undelivered messages of the last 7, 30 or
 * 90 days by carrier error code, each with its meaning, what to do, its trend by day, and a link to
 * those messages in the log (the same days, in the reader's zone as the report's; the log filters
 * whole UTC days, so an edge day can hold a few messages more or fewer).
 */
export function FailuresPage() {
  const { accountId } = useSignedInSession();
  const [days, setDays] = useState<TReportRangeDays>(7);
  const query = useQuery({ ...failuresQuery(accountId, days), refetchInterval: DATA_RELOAD_MS });
  const rows = query.data;
  const count = rows?.reduce((n, r) => n + r.total, 0) ?? 0;
  return (
    <PageContainer title={T.title}>
      <Text c="dimmed">{T.intro}</Text>
      <ReportRange label={T.range} value={days} options={RANGES} onChange={setDays} />
      <Loaded query={query} loading={T.loading} failure={T.loadFailed}>
        {(rows) => (
          <>
            <Text role="status">{fillText(T.summary, { count: count.toLocaleString('en-US'), days })}</Text>
            <DataTable
              label={T.tableLabel}
              rows={rows}
              columns={COLUMNS}
              getRowId={(r) => r.errorCode}
              emptyText={T.none}
              initialSort={{ id: 'total', desc: true }}
            />
          </>
        )}
      </Loaded>
    </PageContainer>
  );
}
