import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    accountSid: text('account_sid').primaryKey(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    /** a parent account is its own parent (doc 001 §3: parent when accountId equals parentAcctId) */
    parentAcctId: text('parent_acct_id').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'closed'] })
      .notNull()
      .default('active'),
    /**
     * The sum of the account's ledger in ten-thousandths of a dollar (DESIGN.md §8), changed only
     * by `postToLedger` under this row's lock, in the transaction that writes the entry.
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_parent_idx').on(t.parentAcctId),
    check('accounts_status_check', sql`${t.status} in ('active', 'inactive', 'closed')`),
  ],
);

export const accountConfig = pgTable(
  'account_config',
  {
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountSid, t.key] })],
);
