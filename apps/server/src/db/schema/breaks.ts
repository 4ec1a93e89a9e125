import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** The breaks an account's agents can take (Settings → Break Types, doc 000 §2). */
export const breaks = pgTable(
  'breaks',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    paid: boolean('paid').notNull(),
    maxMinutes: integer('max_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('breaks_account_name_idx').on(t.accountSid, t.name),
    index('breaks_account_id_idx').on(t.accountSid, t.id),
  ],
);
