/** Reports → /usage (issue 29): ours. */
export const USAGE_PAGE_TEXTS = {
  title: 'Usage',
  intro:
    'What the account used and what it was charged, by category: the ledger’s charges, refunds of failed messages deducted. Received messages are free.',
  range: 'Range',
  rangeDays: 'Last {days} days',
  rangeYear: 'Last 12 months',
  totalsLabel: 'Usage by category',
  byPeriodLabel: 'Usage by {period}',
  day: 'day',
  month: 'month',
  category: 'Category',
  quantity: 'Quantity',
  unit: 'Unit',
  amount: 'Amount',
  period: 'Period',
  total: 'Total',
  /** under the totals: what they add up to */
  totalCharged: 'Charged in the range: {amount}',
  loading: 'Loading usage…',
  loadFailed: 'The usage could not be loaded.',
  /** the CSV file's name before its date */
  exportName: 'usage',
} as const;
