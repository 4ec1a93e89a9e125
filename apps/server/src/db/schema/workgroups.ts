import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Groups of agents (doc 001 §3: groupName, description, status). */
export const workgroups = pgTable(
  'workgroups',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    description: text('description').notNull().default(''),
    status: boolean('status').notNull().default(true),
  },
  (t) => [uniqueIndex('workgroups_account_name_idx').on(t.accountSid, t.groupName)],
);
