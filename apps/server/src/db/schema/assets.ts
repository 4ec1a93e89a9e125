import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** PostgreSQL's bytea as a Buffer (drizzle 0.45 has no bytea column); PGlite answers a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Stored image bytes, once per content (sha256): assets with identical bytes share a row, which
 * counts them, and the bytes go when the last one is deleted. `location` says where the bytes
 * are, so a change of store (database → S3) keeps older blobs readable.
 */
export const assetBlobs = pgTable('asset_blobs', {
  hash: text('hash').primaryKey(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
  location: text('location').$type<'database' | 's3'>().notNull(),
  refCount: integer('ref_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bytes of the blobs kept in the database (the default store). */
export const assetBlobBytes = pgTable('asset_blob_bytes', {
  hash: text('hash')
    .primaryKey()
    .references(() => assetBlobs.hash, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/** An account's image (doc 000 §3): a display name over a blob, and the token of its public URL. */
export const assets = pgTable(
  'assets',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('mms-image'),
    blobHash: text('blob_hash')
      .notNull()
      .references(() => assetBlobs.hash),
    publicToken: text('public_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // names are unique per account, case ignored, as the search ignores it (doc 000 §5)
    uniqueIndex('assets_account_name_idx').on(t.accountSid, sql`lower(${t.name})`),
    uniqueIndex('assets_public_token_idx').on(t.publicToken),
    index('assets_account_id_idx').on(t.accountSid, t.id),
    index('assets_blob_idx').on(t.blobHash),
  ],
);
