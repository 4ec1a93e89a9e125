import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TDispositionOutcome } from '@parley/domain';
import { accounts } from './accounts';

/** How an account's calls and conversations end (Workflow → Dispositions, doc 000 §2). */
export const dispositions = pgTable(
  'dispositions',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // one of domain's DISPOSITION_OUTCOMES: the schema checks it on the way in
    outcome: text('outcome').$type<TDispositionOutcome>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dispositions_account_name_idx').on(t.accountSid, t.name),
    index('dispositions_account_id_idx').on(t.accountSid, t.id),
  ],
);
