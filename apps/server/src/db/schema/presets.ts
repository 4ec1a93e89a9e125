import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedColumns } from '../owned-columns';

/** The account's transfer presets (/presets, doc 000 §2). */
export const presets = pgTable(
  'presets',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('presets_account_name_idx').on(t.accountSid, t.name),
    index('presets_account_id_idx').on(t.accountSid, t.id),
  ],
);
