import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedColumns } from '../owned-columns';

/** The breaks an account's agents can take (Settings → Break Types, doc 000 §2). */
export const breaks = pgTable(
  'breaks',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    paid: boolean('paid').notNull(),
    maxMinutes: integer('max_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('breaks_account_name_idx').on(t.accountSid, t.name),
    index('breaks_account_id_idx').on(t.accountSid, t.id),
  ],
);
