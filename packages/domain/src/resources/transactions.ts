import { BILLING_ACCESS } from '../access/billing';
import { ZLedgerEntry, ZLedgerKind } from '../billing/ledger';
import { isIsoDay } from '../form-fields/dates';
import { text } from '../validation/text';
import { defineResource } from './define';

/** Ours (the spec words no billing filter): a day filter that is not one. */
export const TRANSACTIONS_TEXT = {
  badDay: 'Enter a day as YYYY-MM-DD.',
} as const;

const ZDay = text()
  .refine(isIsoDay, { error: TRANSACTIONS_TEXT.badDay })
  .optional()
  .describe('a day, YYYY-MM-DD, in UTC; inclusive');

/**
 * `GET /v3/billing/transactions` (issue 27): the account's ledger, newest first, paged by cursor;
 * filtered by kind and by the days it was written on (`from`, `to`, both inclusive, UTC). Read
 * only: an entry is never changed (a mistake is mended by an entry of its own).
 */
export const transactionsResource = defineResource({
  name: 'transactions',
  label: 'transaction',
  itemName: (e) => e.description,
  path: '/v3/billing/transactions',
  idField: 'id',
  idPrefix: 'LE',
  item: ZLedgerEntry,
  access: { read: BILLING_ACCESS },
  operations: ['list'],
  list: {
    sort: ['created'],
    defaultSort: '-created',
    limit: { default: 100, max: 500 },
    search: true,
    filters: { kind: ZLedgerKind.optional(), from: ZDay, to: ZDay },
  },
});
