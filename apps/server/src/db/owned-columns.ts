import { text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './schema/accounts';

/**
 * The columns every account's resource table starts with (issue 25: written out in each table
 * before): its id, the owning account (the account's deletion takes its rows), and when it was
 * made and last changed. `ownedRepository` reads them by these names.
 */
export const ownedColumns = () => ({
  id: text('id').primaryKey(),
  accountSid: text('account_sid')
    .notNull()
    .references(() => accounts.accountSid, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
