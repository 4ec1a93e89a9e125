import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedColumns } from '../owned-columns';

/** Where an account's events are sent (doc 001 §3: id, name, url, enabled; the events it sends). */
export const webhooks = pgTable(
  'webhooks',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    events: jsonb('events').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('webhooks_account_name_idx').on(t.accountSid, t.name),
    index('webhooks_account_id_idx').on(t.accountSid, t.id),
  ],
);
