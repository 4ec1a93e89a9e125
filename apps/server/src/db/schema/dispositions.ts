import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TDispositionOutcome } from '@parley/domain';
import { ownedColumns } from '../owned-columns';

/** How an account's calls and conversations end (Workflow → Dispositions, doc 000 §2). */
export const dispositions = pgTable(
  'dispositions',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // one of domain's DISPOSITION_OUTCOMES: the schema checks it on the way in
    outcome: text('outcome').$type<TDispositionOutcome>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('dispositions_account_name_idx').on(t.accountSid, t.name),
    index('dispositions_account_id_idx').on(t.accountSid, t.id),
  ],
);
