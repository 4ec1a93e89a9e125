import { sql } from 'drizzle-orm';
import { moneyText, type TStatsBucket, type TStatsPeriod } from '@parley/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messageStats } from '../../db/schema/index';

interface TBucketRow {
  start: string | Date;
  label: string;
  sent: number;
  delivered: number;
  undelivered: number;
  failed: number;
  received: number;
  segments: number;
  spend: number | string;
  opt_outs: number;
}

/** A stats window: from and to (ms), by day or hour, in the reader's zone. */
export interface TStatsWindow {
  startTimeMs: number;
  endTimeMs: number;
  period: TStatsPeriod | 'months';
  zone: string;
}

const UNITS = { days: 'day', hours: 'hour', months: 'month' } as const;
const LABELS = { days: 'YYYY-MM-DD', hours: 'YYYY-MM-DD"T"HH24":00"', months: 'YYYY-MM' } as const;

/**
 * The CTE `local (l, starts, ends, label)`: every day, hour or month of the zone the window touches, its
 * wall-clock start `l`, its instants, and its label. Stepped in the zone's wall time and turned
 * into instants by PostgreSQL's zone rules, so a day of a clock change has 23 or 25 hours.
 */
export function localBuckets(window: TStatsWindow) {
  const unit = UNITS[window.period];
  const step = sql.raw(`interval '1 ${unit}'`);
  const label = LABELS[window.period];
  const { zone } = window;
  return sql`local as (
      select l, (l at time zone ${zone}) as starts, ((l + ${step}) at time zone ${zone}) as ends,
        to_char(l, ${label}) as label
      from generate_series(
        date_trunc(${unit}, to_timestamp(${window.startTimeMs / 1000}) at time zone ${zone}),
        date_trunc(${unit}, to_timestamp(${window.endTimeMs / 1000}) at time zone ${zone}),
        ${step}) as l
    )`;
}

/**
 * Every day or hour of `zone` the window touches, oldest first, zeros included, summed from the
 * quarter-hour rollup (db/schema/message-stats.ts): a few hundred rows of the primary key at most,
 * whatever the traffic.
 */
export async function statsOf(db: Db, accountSid: string, window: TStatsWindow): Promise<TStatsBucket[]> {
  const { zone } = window;
  const rows = rowsOf<TBucketRow>(
    await db.execute(sql`
    with ${localBuckets(window)}
    select local.starts as start, local.label,
      coalesce(sum(s.sent), 0)::int as sent, coalesce(sum(s.delivered), 0)::int as delivered,
      coalesce(sum(s.undelivered), 0)::int as undelivered, coalesce(sum(s.failed), 0)::int as failed,
      coalesce(sum(s.received), 0)::int as received, coalesce(sum(s.segments), 0)::int as segments,
      coalesce(sum(s.spend), 0)::bigint as spend, coalesce(sum(s.opt_outs), 0)::int as opt_outs
    from local
    left join ${messageStats} s
      on s.account_sid = ${accountSid} and s.bucket >= local.starts and s.bucket < local.ends
    group by local.l, local.starts, local.label
    order by local.l`),
  );
  return rows.map((r) => ({
    start: new Date(r.start).toISOString(),
    label: r.label,
    timeZone: zone,
    sent: r.sent,
    delivered: r.delivered,
    undelivered: r.undelivered,
    failed: r.failed,
    received: r.received,
    segments: r.segments,
    spend: moneyText(Number(r.spend)),
    optOuts: r.opt_outs,
  }));
}
