import { Text } from '@mantine/core';
import {
  COMMUNICATION_PAGE_TEXTS as T,
  DATA_RELOAD_MS,
  REPORT_RANGE_DAYS,
  fillText,
  type TCommunicationGroup,
  type TCommunicationRow,
  type TReportRangeDays,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { Loaded } from '@/components/layout/load-state';
import { PageContainer } from '@/components/layout/page-container';
import { CsvExportButton } from '@/lib/csv/csv-export-button';
import { useSignedInSession } from '@/lib/session';
import { communicationQuery } from '@/resources/reports';
import { ReportRange } from './report-range';

const RANGES = REPORT_RANGE_DAYS.map((d) => ({ value: d, label: fillText(T.rangeOption, { days: d }) }));
const GROUPS: readonly { value: TCommunicationGroup; label: string }[] = [
  { value: 'number', label: T.byNumber },
  { value: 'numberSet', label: T.byNumberSet },
];
const FIGURES = { fontVariantNumeric: 'tabular-nums' } as const;
const count = (id: 'sent' | 'delivered' | 'undelivered' | 'failed' | 'segments', header: string) =>
  ({
    id,
    header,
    cell: (r) => (
      <Text size="sm" ta="right" style={FIGURES}>
        {r[id].toLocaleString('en-US')}
      </Text>
    ),
  }) satisfies TDataTableColumn<TCommunicationRow>;

function columnsFor(group: TCommunicationGroup): TDataTableColumn<TCommunicationRow>[] {
  return [
    { id: 'id', header: group === 'number' ? T.number : T.numberSet, visible: group === 'number' },
    { id: 'name', header: T.name },
    count('sent', T.sent),
    count('delivered', T.delivered),
    count('undelivered', T.undelivered),
    count('failed', T.failed),
    count('segments', T.segments),
    {
      id: 'deliveryRate',
      header: T.deliveryRate,
      // no outcome yet sorts below every rate
      value: (r) => r.deliveryRate ?? -1,
      csv: (_, r) => (r.deliveryRate === null ? '' : String(r.deliveryRate)),
      cell: (r) => (
        <Text size="sm" ta="right" style={FIGURES} c={r.deliveryRate === null ? 'dimmed' : undefined}>
          {r.deliveryRate === null ? T.noOutcome : `${r.deliveryRate}%`}
        </Text>
      ),
    },
  ];
}

/**
 * Reports → /reports/communication-statistics (issue 29): the outbound volume and delivery rate of
 * each sender number or number set over the last 7, 30 or 90 days, sortable, exported as CSV.
 */
export function CommunicationPage() {
  const { accountId } = useSignedInSession();
  const [days, setDays] = useState<TReportRangeDays>(30);
  const [group, setGroup] = useState<TCommunicationGroup>('number');
  const query = useQuery({ ...communicationQuery(accountId, days, group), refetchInterval: DATA_RELOAD_MS });
  const columns = useMemo(() => columnsFor(group), [group]);
  const label = fillText(T.tableLabel, {
    group: (group === 'number' ? T.number : T.numberSet).toLowerCase(),
  });
  return (
    <PageContainer title={T.title}>
      <Text c="dimmed">{T.intro}</Text>
      <ReportRange label={T.range} value={days} options={RANGES} onChange={setDays} />
      <ReportRange label={T.groupBy} value={group} options={GROUPS} onChange={setGroup} />
      <Loaded query={query} loading={T.loading} failure={T.loadFailed}>
        {(data) => (
          <DataTable
            key={group}
            label={label}
            rows={data}
            columns={columns}
            getRowId={(r) => r.id}
            rowLabel={(r) => r.name}
            emptyText={T.none}
            initialSort={{ id: 'sent', desc: true }}
            toolbar={(table) => (
              <CsvExportButton
                getExport={() => ({
                  rows: table.filteredRows(),
                  columns: table.csvColumns(),
                  baseName: T.exportName,
                })}
              />
            )}
          />
        )}
      </Loaded>
    </PageContainer>
  );
}
