import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const users = pgTable(
  'users',
  {
    clientId: text('client_id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    /** stored lower-case: sign-in is case-insensitive on the username */
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    /** the numbers a WebRTC agent rings on (doc 001 §3: one or several) */
    webrtcNumbers: jsonb('webrtc_numbers')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(t.username),
    index('users_account_idx').on(t.accountSid),
    check('users_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

export const userConfig = pgTable(
  'user_config',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => users.clientId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.key] })],
);
