import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { TCarrierErrorCode, TMessageDirection, TMessageEvent, TMessageStatus } from '@parley/domain';
import { accounts } from './accounts';

/**
 * Every message an account sent or received (issue 28). Traffic grows without bound, so the table
 * is partitioned by month on `created_at` (DESIGN.md §7; the migration writes PARTITION BY, which
 * drizzle cannot): its key includes the partition column, a message's sid carries its creation
 * time (db/message-ids.ts) so a lookup by sid reads one month, and lists read a keyset cursor on
 * (created_at, sid), never OFFSET.
 */
export const messages = pgTable(
  'messages',
  {
    sid: text('sid').notNull(),
    // no foreign key: every insert would take a KEY SHARE lock on the account's row, which the
    // send's charge then locks FOR UPDATE (the order a deadlock needs), and an account's deletion
    // would cascade over millions of rows in one statement; traffic is purged by its own job
    accountSid: text('account_sid').notNull(),
    direction: text('direction').$type<TMessageDirection>().notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    encoding: text('encoding').notNull(),
    parts: smallint('parts').notNull(),
    segments: smallint('segments').notNull(),
    mediaAssetId: text('media_asset_id'),
    status: text('status').$type<TMessageStatus>().notNull(),
    errorCode: text('error_code').$type<TCarrierErrorCode>(),
    /** what it cost, in ten-thousandths of a dollar (positive; 0 for inbound) */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    numberSetId: text('number_set_id'),
    templateId: text('template_id'),
    /** the inbox's conversation it belongs to (issue 30) */
    conversationId: text('conversation_id'),
    statusHistory: jsonb('status_history').$type<TMessageEvent[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sid, t.createdAt] }),
    // the log: the account's messages newest first, then by status, direction or error code. In
    // ascending order, read backwards: `order by created_at desc` means NULLS FIRST, which an index
    // built DESC NULLS LAST (drizzle's .desc()) does not give, and the planner then sorted all ten
    // million of a bench account's rows for a page of 50
    index('messages_account_created_idx').on(t.accountSid, t.createdAt, t.sid),
    index('messages_account_status_idx').on(t.accountSid, t.status, t.createdAt, t.sid),
    index('messages_account_direction_idx').on(t.accountSid, t.direction, t.createdAt, t.sid),
    index('messages_account_error_idx')
      .on(t.accountSid, t.errorCode, t.createdAt, t.sid)
      .where(sql`${t.errorCode} is not null`),
    // a conversation's timeline, newest first (read backwards)
    index('messages_conversation_idx')
      .on(t.conversationId, t.createdAt, t.sid)
      .where(sql`${t.conversationId} is not null`),
    // "digits contained" in a number: trigrams, as the contacts' phone search
    index('messages_to_trgm_idx').using('gin', sql`${t.toNumber} gin_trgm_ops`),
    index('messages_from_trgm_idx').using('gin', sql`${t.fromNumber} gin_trgm_ops`),
  ],
);

/**
 * Recipients who texted STOP (or a synonym) to one of the account's numbers: the account sends
 * them nothing until they text START or UNSTOP (issue 28). One row per recipient and account.
 */
export const optOuts = pgTable(
  'opt_outs',
  {
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    /** the keyword as they sent it, upper-cased */
    keyword: text('keyword').notNull(),
    /** the account's number they sent it to */
    viaNumber: text('via_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountSid, t.phoneNumber] })],
);
