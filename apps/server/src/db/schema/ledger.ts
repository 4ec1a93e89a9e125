import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEDGER_KINDS, type TLedgerKind } from '@parley/domain';
import { accounts } from './accounts';

/**
 * Every charge and credit of an account (DESIGN.md §8, issue 27): written once, never changed (a
 * trigger refuses an UPDATE); a mistake is mended by an entry of its own. Amounts are integer
 * ten-thousandths of a dollar, a credit positive and a charge negative; `balance_after` is the
 * account's balance once the entry was written, so the history reads without summing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    kind: text('kind').$type<TLedgerKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** what caused it: a payment, a number's sid, a feature and month */
    reference: text('reference'),
    /** the user whose action caused it; null for the platform's own jobs */
    createdBy: text('created_by'),
    /** the caller's key for a retried request: the same key on one account posts once */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_created_idx').on(t.accountSid, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('ledger_entries_account_key_idx')
      .on(t.accountSid, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    check('ledger_entries_kind_check', sql.raw(`kind in (${LEDGER_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);
