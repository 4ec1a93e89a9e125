import { LEDGER_KINDS, LEDGER_KIND_LABELS } from '../billing/ledger';
import type { TFilterChoices } from './data-table';

/** Settings → /billing/history (issue 27): the account's ledger. */
export const BILLING_HISTORY_PAGE_TEXTS = {
  title: 'Billing History',
  intro:
    'Every charge and credit of the account, newest first: funds added, monthly fees of features and numbers, and messages. An entry is never changed; the balance after each is shown beside it.',
  tableLabel: 'Transactions of the account',
  emptyText: 'No transaction yet. Funds added and charges will be listed here.',
  date: 'Date',
  kind: 'Type',
  description: 'Description',
  amount: 'Amount',
  balanceAfter: 'Balance',
  reference: 'Reference',
} as const;

export const LEDGER_KIND_FILTER: TFilterChoices = {
  label: BILLING_HISTORY_PAGE_TEXTS.kind,
  choices: [
    ...LEDGER_KINDS.map((k) => ({ value: k, label: LEDGER_KIND_LABELS[k] })),
    { value: null, label: 'All' },
  ],
};
