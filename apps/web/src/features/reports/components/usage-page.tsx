import { Button, Text } from '@mantine/core';
import {
  DATA_RELOAD_MS,
  REPORT_RANGE_DAYS,
  USAGE_CATEGORIES,
  USAGE_CATEGORY_LABELS,
  USAGE_ALERTS_PAGE_TEXTS,
  USAGE_PAGE_TEXTS as T,
  fillText,
  formatMoneyText,
  moneyText,
  unitsOfMoneyText,
  type TReportRangeDays,
  type TUsageCategory,
  type TUsageRow,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { Loaded } from '@/components/layout/load-state';
import { PageContainer } from '@/components/layout/page-container';
import { CsvExportButton } from '@/lib/csv/csv-export-button';
import { useSignedInSession } from '@/lib/session';
import { usageQuery } from '@/resources/reports';
import { ReportRange } from './report-range';

type TRange = TReportRangeDays | 'year';
const RANGES: readonly { value: TRange; label: string }[] = [
  ...REPORT_RANGE_DAYS.map((d) => ({ value: d, label: fillText(T.rangeDays, { days: d }) })),
  { value: 'year', label: T.rangeYear },
];

interface TCategoryTotal {
  category: TUsageCategory;
  quantity: number;
  amount: string;
}

const FIGURES = { fontVariantNumeric: 'tabular-nums' } as const;
const right = (text: string) => (
  <Text size="sm" ta="right" style={FIGURES}>
    {text}
  </Text>
);
const categoryColumn = <Row extends { category: TUsageCategory }>(): TDataTableColumn<Row> => ({
  id: 'category',
  header: T.category,
  value: (r) => USAGE_CATEGORY_LABELS[r.category].label,
});
const figureColumns = <
  Row extends { category: TUsageCategory; quantity: number; amount: string },
>(): TDataTableColumn<Row>[] => [
  { id: 'quantity', header: T.quantity, cell: (r) => right(r.quantity.toLocaleString('en-US')) },
  { id: 'unit', header: T.unit, sortable: false, value: (r) => USAGE_CATEGORY_LABELS[r.category].unit },
  {
    id: 'amount',
    header: T.amount,
    value: (r) => unitsOfMoneyText(r.amount),
    cell: (r) => right(formatMoneyText(r.amount)),
    csv: (_, r) => r.amount,
  },
];
const TOTAL_COLUMNS: readonly TDataTableColumn<TCategoryTotal>[] = [categoryColumn(), ...figureColumns()];
const PERIOD_COLUMNS: readonly TDataTableColumn<TUsageRow>[] = [
  { id: 'period', header: T.period },
  categoryColumn(),
  ...figureColumns(),
];

/** The range's totals per category, in the report's order. */
function totalsOf(rows: readonly TUsageRow[]): TCategoryTotal[] {
  return USAGE_CATEGORIES.map((category) => {
    const mine = rows.filter((r) => r.category === category);
    return {
      category,
      quantity: mine.reduce((n, r) => n + r.quantity, 0),
      amount: moneyText(mine.reduce((n, r) => n + unitsOfMoneyText(r.amount), 0)),
    };
  });
}

/**
 * Reports → /usage (issue 29), rpt-usage-read's: what the account used and was charged by category
 * (SMS sent in segments, SMS received, MMS, number and feature fees) over the last 7, 30 or 90 days
 * by day or the last 12 months by month. The amounts are the ledger's charges (the server's test
 * holds them equal); each day's or month's rows export as CSV.
 */
export function UsagePage() {
  const { accountId } = useSignedInSession();
  const [range, setRange] = useState<TRange>(30);
  const query = useQuery({ ...usageQuery(accountId, range), refetchInterval: DATA_RELOAD_MS });
  return (
    <PageContainer
      title={T.title}
      actions={
        <Button component={Link} to="/usage/alerts" variant="default">
          {USAGE_ALERTS_PAGE_TEXTS.toAlerts}
        </Button>
      }
    >
      <Text c="dimmed">{T.intro}</Text>
      <ReportRange label={T.range} value={range} options={RANGES} onChange={setRange} />
      <Loaded query={query} loading={T.loading} failure={T.loadFailed}>
        {(rows) => <UsageTables rows={rows} period={range === 'year' ? T.month : T.day} />}
      </Loaded>
    </PageContainer>
  );
}

/** The range's totals by category, what they add up to, and the periods with any use. */
function UsageTables({ rows, period }: { rows: readonly TUsageRow[]; period: string }) {
  const totals = useMemo(() => totalsOf(rows), [rows]);
  const charged = moneyText(totals.reduce((n, t) => n + unitsOfMoneyText(t.amount), 0));
  // the periods with any use, newest first: a quiet day is left out of the breakdown, not its totals
  const used = useMemo(
    () => rows.filter((r) => r.quantity !== 0 || unitsOfMoneyText(r.amount) !== 0).reverse(),
    [rows],
  );
  return (
    <>
      <DataTable
        label={T.totalsLabel}
        rows={totals}
        columns={TOTAL_COLUMNS}
        getRowId={(r) => r.category}
        // five rows: nothing to search
        searchBox={false}
        paginate={false}
        maxHeight={400}
      />
      <Text role="status" fw={600}>
        {fillText(T.totalCharged, { amount: formatMoneyText(charged) })}
      </Text>
      <DataTable
        label={fillText(T.byPeriodLabel, { period })}
        rows={used}
        columns={PERIOD_COLUMNS}
        getRowId={(r) => `${r.period} ${r.category}`}
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
    </>
  );
}
