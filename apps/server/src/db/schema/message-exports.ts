import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TMessageExportStatus, TMessageFilters } from '@parley/domain';
import { accounts } from './accounts';

/** Where an export's job has read to: the last message written, in the log's order. */
export interface TExportCursor {
  /** ISO 8601 at the microsecond the column holds, so the keyset skips nothing */
  created: string;
  sid: string;
}

/**
 * CSV exports of the message log (issue 28). The file is kept in `message_export_parts`, a page of
 * rows per part: appending to one text column would rewrite the whole value for every page.
 */
export const messageExports = pgTable(
  'message_exports',
  {
    id: text('id').primaryKey(),
    accountSid: text('account_sid')
      .notNull()
      .references(() => accounts.accountSid, { onDelete: 'cascade' }),
    /** who started it */
    clientId: text('client_id').notNull(),
    filters: jsonb('filters').$type<TMessageFilters>().notNull(),
    status: text('status').$type<TMessageExportStatus>().notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    /** parts written so far (the header is part 0) */
    parts: integer('parts').notNull().default(0),
    cursor: jsonb('cursor').$type<TExportCursor>(),
    /** messages created after this are left out: the file is the log as it was when asked for */
    upTo: timestamp('up_to', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_exports_account_created_idx').on(t.accountSid, t.createdAt.desc())],
);

/** The CSV of an export, a part per page of messages, read back in `seq` order. */
export const messageExportParts = pgTable(
  'message_export_parts',
  {
    exportId: text('export_id')
      .notNull()
      .references(() => messageExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    csv: text('csv').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);
