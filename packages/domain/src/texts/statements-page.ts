/** Settings → Billing → /billing/statements (issue 27): a statement per month, printable. */
export const STATEMENTS_PAGE_TEXTS = {
  title: 'Statements',
  intro:
    'A statement for each month with activity: the balance it began with, what came in, what was charged, and the balance it ended with. Open one to print it.',
  tableLabel: 'Monthly statements',
  month: 'Month',
  opening: 'Opening balance',
  credits: 'Credits',
  charges: 'Charges',
  closing: 'Closing balance',
  entries: 'Entries',
  empty: 'No statement yet: the first appears once funds are added or a fee is charged.',
  loading: 'Loading statements',
  failed: 'The statements could not be loaded.',
  billing: 'Billing',
  open: 'Statement for {month}',
  statementTitle: 'Statement, {month}',
  print: 'Print',
  account: 'Account',
  summary: 'Summary',
  byKind: 'By type',
  kind: 'Type',
  count: 'Count',
  amount: 'Amount',
  lines: 'Entries',
  linesNote: 'Messages are summed by type above; each is in the message log.',
  noLines: 'No entry this month.',
  date: 'Date',
  description: 'Description',
  balanceAfter: 'Balance',
  statementLoading: 'Loading the statement',
  statementFailed: 'The statement could not be loaded.',
} as const;

/** 'November 2026' for '2026-11' (statements are UTC months, as the ledger keeps them). */
export function statementMonthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}
