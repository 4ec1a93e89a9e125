import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import {
  MESSAGE_DIRECTION_LABELS,
  MESSAGE_EXPORT_COLUMNS,
  MESSAGE_STATUS_LABELS,
  csvLine,
  moneyText,
  type TMessageExport,
  type TMessageFilters,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { messageExportParts, messageExports, messages, type TExportCursor } from '../../db/schema/index';
import { filterZone, messageFilterConditions } from '../../lib/message-filters';

type TExportRow = typeof messageExports.$inferSelect;

/** The file's name: the log's, with the day the export was asked for (UTC). */
export const exportFileName = (created: Date) => `messages-${created.toISOString().slice(0, 10)}.csv`;

const toItem = (row: TExportRow): TMessageExport => ({
  exportId: row.id,
  status: row.status,
  rowsWritten: row.rowsWritten,
  filters: row.filters,
  fileName: exportFileName(row.createdAt),
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
});

/** An export with the file's first line (part 0); its job is enqueued by the caller, in `tx`. */
export async function createExport(
  tx: Tx,
  values: { id: string; accountSid: string; clientId: string; filters: TMessageFilters },
): Promise<TMessageExport> {
  const now = new Date();
  const [row] = await tx
    .insert(messageExports)
    .values({ ...values, status: 'queued', parts: 1, upTo: now, createdAt: now, updatedAt: now })
    .returning();
  await tx
    .insert(messageExportParts)
    .values({ exportId: values.id, seq: 0, csv: csvLine(MESSAGE_EXPORT_COLUMNS) });
  return toItem(row!);
}

/** The account's export, or null (another account's answers the same). */
export async function exportOf(db: Db, accountSid: string, id: string): Promise<TMessageExport | null> {
  const [row] = await db
    .select()
    .from(messageExports)
    .where(and(eq(messageExports.accountSid, accountSid), eq(messageExports.id, id)))
    .limit(1);
  return row ? toItem(row) : null;
}

// the time at the microsecond PostgreSQL keeps, as the cursor holds it: a JS Date would cut it to
// the millisecond and the keyset could skip or repeat a row
const createdText = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A message as a line of the file, in MESSAGE_EXPORT_COLUMNS' order. */
const lineOf = (m: typeof messages.$inferSelect) =>
  csvLine([
    m.createdAt.toISOString(),
    MESSAGE_DIRECTION_LABELS[m.direction],
    m.fromNumber,
    m.toNumber,
    m.body,
    m.encoding,
    String(m.parts),
    String(m.segments),
    MESSAGE_STATUS_LABELS[m.status],
    m.errorCode ?? '',
    moneyText(m.price),
    m.sid,
  ]);

/**
 * Writes the next page of an export's messages as one part, and where it read to, in one
 * transaction under the export's row lock: a run that dies between pages resumes after the last
 * page written, and two runs of the same job never write a page twice. The log's order, newest
 * first, by keyset on (created_at, sid) (DESIGN.md §7: never OFFSET), up to the moment it was asked
 * for. True when no message is left (or the export is gone or finished).
 */
export async function writeNextPage(db: Db, exportId: string, pageSize: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(messageExports)
      .where(eq(messageExports.id, exportId))
      .for('update')
      .limit(1);
    if (!job || job.status === 'done' || job.status === 'failed') return true;
    const zone = await filterZone(tx, job.filters, job.accountSid, job.clientId);
    const after = job.cursor
      ? sql`(${messages.createdAt}, ${messages.sid}) < (${job.cursor.created}::timestamptz, ${job.cursor.sid})`
      : undefined;
    const rows = await tx
      .select({ message: messages, created: createdText })
      .from(messages)
      .where(
        and(
          eq(messages.accountSid, job.accountSid),
          lte(messages.createdAt, job.upTo),
          ...messageFilterConditions(job.filters, zone),
          after,
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.sid))
      .limit(pageSize);
    const last = rows.at(-1);
    if (!last) return true;
    await tx
      .insert(messageExportParts)
      .values({ exportId, seq: job.parts, csv: rows.map((r) => lineOf(r.message)).join('') });
    const cursor: TExportCursor = { created: last.created, sid: last.message.sid };
    await tx
      .update(messageExports)
      .set({
        status: 'running',
        rowsWritten: job.rowsWritten + rows.length,
        parts: job.parts + 1,
        cursor,
        updatedAt: new Date(),
      })
      .where(eq(messageExports.id, exportId));
    return rows.length < pageSize;
  });
}

/** The export ends: its file is whole. */
export async function finishExport(tx: Tx, exportId: string, status: 'done' | 'failed'): Promise<void> {
  await tx
    .update(messageExports)
    .set({ status, updatedAt: new Date() })
    .where(eq(messageExports.id, exportId));
}

/** How many parts are read at once while the file is sent. */
const PARTS_AT_ONCE = 20;

/** The file's text, part after part, read a few parts at a time while it is sent. */
export async function* exportParts(db: Db, exportId: string): AsyncGenerator<string> {
  let seq = -1;
  for (;;) {
    const parts = await db
      .select({ seq: messageExportParts.seq, csv: messageExportParts.csv })
      .from(messageExportParts)
      .where(and(eq(messageExportParts.exportId, exportId), gt(messageExportParts.seq, seq)))
      .orderBy(asc(messageExportParts.seq))
      .limit(PARTS_AT_ONCE);
    for (const part of parts) yield part.csv;
    if (parts.length < PARTS_AT_ONCE) return;
    seq = parts.at(-1)!.seq;
  }
}

/**
 * Deletes the exports asked for before `before`, their files with them (the parts cascade): a
 * file of millions of rows is kept for a week, not for ever. The number deleted.
 */
export async function deleteExportsBefore(tx: Tx, before: Date): Promise<number> {
  const gone = await tx
    .delete(messageExports)
    .where(lt(messageExports.createdAt, before))
    .returning({ id: messageExports.id });
  return gone.length;
}
