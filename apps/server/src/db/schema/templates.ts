import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { assets } from './assets';

/**
 * An account's message template (doc 001 §3: templateTitle, templateId; issue 15): the content
 * as typed, an optional image, and the content's encoding, parts and segments as analysed when
 * saved, so a list shows them without analysing each row.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    // An asset in use cannot be deleted: the asset route answers 409 first, this is the net. No
    // action rather than restrict: checked at the end of the statement, so deleting an account
    // still cascades to its templates and assets together.
    assetId: text('asset_id').references(() => assets.id),
    encoding: text('encoding').notNull(),
    parts: integer('parts').notNull(),
    segments: integer('segments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // titles are unique per account, case ignored, as the search ignores it
    uniqueIndex('message_templates_account_title_idx').on(t.accountSid, sql`lower(${t.title})`),
    index('message_templates_account_id_idx').on(t.accountSid, t.id),
    index('message_templates_asset_idx').on(t.assetId),
  ],
);
