import { sql } from 'drizzle-orm';
import type { TMessageStatus } from '@parley/domain';
import type { Tx } from '../../db/client';
import { messageStats } from '../../db/schema/index';

/** A quarter hour in milliseconds: every time zone's offset is a whole number of them. */
const QUARTER_HOUR_MS = 15 * 60_000;

/** The quarter hour (UTC) a moment falls in: the rollup's bucket (db/schema/message-stats.ts). */
export const quarterOf = (at: Date) => new Date(Math.floor(at.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);

type TCounted =
  'sent' | 'delivered' | 'undelivered' | 'failed' | 'received' | 'segments' | 'spend' | 'optOuts';
export type TStatsChange = Partial<Record<TCounted, number>>;

/**
 * Adds to the account's counts of the quarter hour `at` falls in, in the caller's transaction: the
 * rollup is exact whenever the message tables are. One statement; concurrent writers of one
 * account meet on its row briefly, as they already queue on the account's ledger lock.
 */
export async function countInStats(tx: Tx, accountSid: string, at: Date, change: TStatsChange) {
  const entries = Object.entries(change).filter(([, n]) => n !== 0) as [TCounted, number][];
  if (entries.length === 0) return;
  await tx
    .insert(messageStats)
    .values({ accountSid, bucket: quarterOf(at), ...Object.fromEntries(entries) })
    .onConflictDoUpdate({
      target: [messageStats.accountSid, messageStats.bucket],
      set: Object.fromEntries(entries.map(([k, n]) => [k, sql`${messageStats[k]} + ${n}`])),
    });
}

/** What a final status adds: the outcome, counted where its message was created. */
export const OUTCOME_COUNTED: Partial<Record<TMessageStatus, TCounted>> = {
  delivered: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
};
