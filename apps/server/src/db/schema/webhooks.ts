import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Where an account's events are sent (doc 001 §3: id, name, url, enabled; the events it sends). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    events: jsonb('events').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhooks_account_name_idx').on(t.accountSid, t.name),
    index('webhooks_account_id_idx').on(t.accountSid, t.id),
  ],
);
