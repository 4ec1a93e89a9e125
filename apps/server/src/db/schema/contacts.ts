import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * An account's contacts (doc 001 §3): their attributes live in ext_data, the defaults and the
 * account's custom fields alike. The phone number is copied out by the database so a trigram
 * index can serve the phone pickers' substring search (issue 12).
 */
export const contacts = pgTable(
  'contacts',
  {
    contactId: text('contact_id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    extData: jsonb('ext_data').$type<Record<string, string>>().notNull(),
    phoneNumber: text('phone_number')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(ext_data->>'phonenumber1', '')`),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_account_id_idx').on(t.accountSid, t.contactId),
    // the inbox names its conversations' customers by number (issue 30), a page at a time
    index('contacts_account_phone_idx').on(t.accountSid, t.phoneNumber),
    index('contacts_phone_trgm_idx').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
  ],
);
