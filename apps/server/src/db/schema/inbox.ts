import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TAccountEventType, TConversationStatus, TMessageDirection } from '@parley/domain';
import { users } from './users';

/**
 * The inbox's conversations (issue 30): one customer number with one of the account's numbers, or
 * with the number set that number is in (`channel`: `number:+1…` or `set:<id>`). The message
 * insert upserts its row in the same transaction (messages' rows-repository), so the list reads
 * one row per conversation with its last message, never the message table.
 *
 * No foreign key to the account, as for messages: the insert runs before the send's charge locks
 * the account's row FOR UPDATE, and a KEY SHARE lock taken first is the order a deadlock needs.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid').notNull(),
    customerNumber: text('customer_number').notNull(),
    channel: text('channel').notNull(),
    /** the account's number the last message went through */
    accountNumber: text('account_number').notNull(),
    numberSetId: text('number_set_id'),
    status: text('status').$type<TConversationStatus>().notNull().default('open'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    assigneeId: text('assignee_id').references(() => users.clientId, { onDelete: 'set null' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastMessageSid: text('last_message_sid').notNull(),
    lastPreview: text('last_preview').notNull(),
    lastDirection: text('last_direction').$type<TMessageDirection>().notNull(),
    lastHasMedia: boolean('last_has_media').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('conversations_key_idx').on(t.accountSid, t.customerNumber, t.channel),
    // the list's views, newest activity first, read backwards (see messages' indexes): all, and
    // mine or unassigned (assignee null is indexed as any value)
    index('conversations_status_idx').on(t.accountSid, t.status, t.lastMessageAt, t.id),
    index('conversations_assignee_idx').on(t.accountSid, t.assigneeId, t.status, t.lastMessageAt, t.id),
    // the counts per view (open, unread; mine, unassigned, all) read this index alone: 20,000
    // open conversations counted in 90 ms from the table, in a few from here (bench:inbox)
    index('conversations_counts_idx').on(t.accountSid, t.status, t.assigneeId, t.unreadCount),
    index('conversations_customer_trgm_idx').using('gin', sql`${t.customerNumber} gin_trgm_ops`),
    index('conversations_snoozed_idx')
      .on(t.snoozedUntil)
      .where(sql`${t.status} = 'snoozed'`),
  ],
);

/** Internal notes on a conversation: the account's users see them, the customer never does. */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid').notNull(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.clientId, { onDelete: 'set null' }),
    /** as the author was named when writing (kept when the user is gone) */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('conversation_notes_timeline_idx').on(t.conversationId, t.createdAt, t.id)],
);

/**
 * What happened in an account, for the live stream (`GET /v3/events`): written in the
 * transaction of the change and announced by NOTIFY at its commit; kept a day, so a browser that
 * reconnects with its last event id replays what it missed.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountSid: text('account_sid').notNull(),
    type: text('type').$type<TAccountEventType>().notNull(),
    conversationId: text('conversation_id'),
    subjectId: text('subject_id'),
    mentions: jsonb('mentions').$type<string[] | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_events_replay_idx').on(t.accountSid, t.id),
    index('account_events_age_idx').on(t.createdAt),
  ],
);
