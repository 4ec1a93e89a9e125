import { sql } from 'drizzle-orm';
import { CARRIER_ERRORS, type TCarrierErrorCode, type TFailuresRow } from '@parley/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messages } from '../../db/schema/index';
import { localBuckets, type TStatsWindow } from './repository';

interface TCountRow {
  label: string;
  error_code: TCarrierErrorCode | null;
  failed: number;
  undelivered: number;
}

/**
 * The window's failed and undelivered outbound messages by error code and day (or hour), each
 * counted where it was created (as the stats), read from the messages by the status index: a
 * few range scans per bucket. Codes most frequent first; a code's trend has every bucket.
 */
export async function failuresOf(db: Db, accountSid: string, window: TStatsWindow): Promise<TFailuresRow[]> {
  const rows = rowsOf<TCountRow>(
    await db.execute(sql`
    with ${localBuckets(window)},
    counted as (
      select local.l, m.error_code,
        count(*) filter (where m.status = 'failed')::int as failed,
        count(*) filter (where m.status = 'undelivered')::int as undelivered
      from local
      join ${messages} m
        on m.account_sid = ${accountSid} and m.status in ('failed', 'undelivered')
        and m.error_code is not null and m.created_at >= local.starts and m.created_at < local.ends
      group by local.l, m.error_code
    )
    select local.label, counted.error_code, coalesce(counted.failed, 0) as failed,
      coalesce(counted.undelivered, 0) as undelivered
    from local left join counted on counted.l = local.l
    order by local.l`),
  );
  const labels = [...new Set(rows.map((r) => r.label))];
  const byCode = new Map<
    TCarrierErrorCode,
    { failed: number; undelivered: number; perLabel: Map<string, number> }
  >();
  for (const r of rows) {
    if (!r.error_code) continue;
    const code = byCode.get(r.error_code) ?? { failed: 0, undelivered: 0, perLabel: new Map() };
    code.failed += r.failed;
    code.undelivered += r.undelivered;
    code.perLabel.set(r.label, (code.perLabel.get(r.label) ?? 0) + r.failed + r.undelivered);
    byCode.set(r.error_code, code);
  }
  const all = [...byCode.values()].reduce((n, c) => n + c.failed + c.undelivered, 0);
  return [...byCode]
    .map(([errorCode, c]) => ({
      errorCode,
      ...CARRIER_ERRORS[errorCode],
      failed: c.failed,
      undelivered: c.undelivered,
      total: c.failed + c.undelivered,
      share: Math.round(((c.failed + c.undelivered) / all) * 1000) / 10,
      timeZone: window.zone,
      trend: labels.map((label) => ({ label, count: c.perLabel.get(label) ?? 0 })),
    }))
    .sort((a, b) => b.total - a.total || a.errorCode.localeCompare(b.errorCode));
}
