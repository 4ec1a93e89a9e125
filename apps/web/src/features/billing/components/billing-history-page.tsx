import { Text } from '@mantine/core';
import {
  BILLING_HISTORY_PAGE_TEXTS as T,
  LEDGER_KIND_FILTER,
  LEDGER_KIND_LABELS,
  formatDateTime,
  formatUnits,
  unitsOfMoneyText,
  type TLedgerEntry,
} from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { transactions } from '@/resources/transactions';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const BILLING_HISTORY_COLUMNS_COOKIE = 'parley_billing_history_columns';

/** Dollars with 2 digits unless the amount has more (a message's $0.0079), so nothing is rounded away. */
const money = (text: string) => {
  const units = unitsOfMoneyText(text);
  return formatUnits(units, { fractionDigits: units % 100 === 0 ? 2 : 4 });
};

/** A money column: right-aligned figures that line up. */
const moneyCell = (text: string) => (
  <Text ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
    {money(text)}
  </Text>
);

// read only: entries are written by the platform (funds, fees, messages), never edited
const columns = (): TDataTableColumn<TLedgerEntry>[] => [
  { id: 'created', header: T.date, hideable: false, value: (e) => formatDateTime(e.created) },
  {
    id: 'kind',
    header: T.kind,
    sortable: false,
    filter: LEDGER_KIND_FILTER,
    value: (e) => LEDGER_KIND_LABELS[e.kind],
  },
  { id: 'description', header: T.description, sortable: false },
  {
    id: 'amount',
    header: T.amount,
    sortable: false,
    value: (e) => money(e.amount),
    cell: (e) => moneyCell(e.amount),
  },
  {
    id: 'balanceAfter',
    header: T.balanceAfter,
    sortable: false,
    value: (e) => money(e.balanceAfter),
    cell: (e) => moneyCell(e.balanceAfter),
  },
  { id: 'reference', header: T.reference, sortable: false, value: (e) => e.reference ?? '' },
];

const TABLE = { emptyText: T.emptyText };

/**
 * Settings → /billing/history (issue 27): the account's ledger (`GET /v3/billing/transactions`),
 * newest first, searched, filtered by type, exported as CSV.
 */
export function BillingHistoryPage() {
  return (
    <ResourcePage
      resource={transactions}
      texts={T}
      columns={columns}
      table={TABLE}
      exportName="billing-history"
      visibilityCookie={BILLING_HISTORY_COLUMNS_COOKIE}
      initialSort={{ id: 'created', desc: true }}
    />
  );
}
