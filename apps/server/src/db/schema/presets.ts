import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TPresetDestination } from '@parley/domain';
import { ownedColumns } from '../owned-columns';

/** Where an account's agents transfer calls in one click (Settings → Transfer Presets, doc 000 §2). */
export const presets = pgTable(
  'presets',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    // { type: number | sip | user, value }: ZPresetDestination checks it on the way in; one value
    // whose meaning its type gives, so a kind added later needs no column
    destination: jsonb('destination').$type<TPresetDestination>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('presets_account_name_idx').on(t.accountSid, t.name),
    index('presets_account_id_idx').on(t.accountSid, t.id),
  ],
);
