import { numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** The price list (doc 001 §3): the item code is the part after the last hyphen of the lookup. */
export const priceRates = pgTable('price_rates', {
  lookup: text('lookup').primaryKey(),
  /** dollars a month */
  rate: numeric('rate', { precision: 12, scale: 4, mode: 'number' }).notNull(),
  description: text('description').notNull().default(''),
});

/** The UCaaS user the Add Feature dialog creates before enabling UCaaS; the password kept only as a hash. */
export const ucaasUsers = pgTable(
  'ucaas_users',
  {
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ucaas_users_account_username_idx').on(t.accountSid, t.username)],
);
