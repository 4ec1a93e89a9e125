// `npm run bench:stats`: issue 29's figure for GET /v3/stats on PostgreSQL: the dashboard's call
// (7 days of days, now minus 6 days to now) over the bench account's 10,000,000 messages, p95
// (target ≤ 20 ms) of what the route does (the reader's zone, then the rollup's sums), next to the
// same figures computed from the message table in the same run (the peer the rollup replaces).
//
//   npm run seed -- --messages 10000000      (with DATABASE_URL=…/bench_messages, JWT_SECRET set)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_messages npm run bench:stats
//
// Flags: --reads N (200), --table-reads N (10: each sums a week of messages).
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/rows';
import { messageStats, messages } from '../apps/server/src/db/schema/index';
import { readerZone } from '../apps/server/src/lib/reader-zone';
import { statsOf } from '../apps/server/src/modules/stats/repository';
import { statsWindow } from '@parley/domain';
import { loadText, ms, timedLine, times } from './measure';
import { openMessagesBench } from './messages-bench-db';

const TARGET_P95_MS = 20;
const DAY_MS = 86_400_000;
const { values: flags } = parseArgs({
  options: {
    reads: { type: 'string', default: '200' },
    'table-reads': { type: 'string', default: '10' },
    run: { type: 'boolean', default: false },
  },
  strict: false,
});
const opened = await openMessagesBench(flags.run === true);
if (!opened) {
  console.log('stats: skipped; run `npm run bench:stats` (or set DATABASE_URL) to measure it.');
} else {
  const { database, accountSid, total } = opened;
  try {
    const { db } = database;
    const [{ rows } = { rows: 0 }] = await db
      .select({ rows: sql<number>`count(*)::int` })
      .from(messageStats)
      .where(eq(messageStats.accountSid, accountSid));
    console.log(
      `stats: ${total.toLocaleString('en-US')} messages in the bench account, ${rows.toLocaleString('en-US')} rollup rows; load average ${loadText()}`,
    );
    await db.execute(sql`analyze message_stats`);
    // doc 001 §7's window, as the dashboard asks it
    const window = () => {
      const { startTimeMs, endTimeMs } = statsWindow();
      return { startTimeMs, endTimeMs };
    };
    // the zone the route resolves for this reader (the bench account sets none: UTC), for the peer
    const zone = await readerZone(db, accountSid, 'bench');

    // what GET /v3/stats does: the reader's zone, then the week's sums from the rollup
    const fromRollup = async () =>
      statsOf(db, accountSid, {
        ...window(),
        period: 'days',
        zone: await readerZone(db, accountSid, 'bench'),
      });
    const hoursFromRollup = () =>
      statsOf(db, accountSid, {
        startTimeMs: Date.now() - 7 * DAY_MS,
        endTimeMs: Date.now(),
        period: 'hours',
        zone,
      });
    // the peer: the same week's figures summed from the messages themselves
    const fromTable = async () => {
      const { startTimeMs, endTimeMs } = window();
      return rowsOf<{ sent: string }>(
        await db.execute(sql`
          select date_trunc('day', created_at at time zone ${zone}) as day,
            count(*) filter (where direction = 'outbound') as sent,
            count(*) filter (where status = 'delivered') as delivered,
            count(*) filter (where status = 'undelivered') as undelivered,
            count(*) filter (where status = 'failed') as failed,
            count(*) filter (where direction = 'inbound') as received,
            coalesce(sum(segments) filter (where direction = 'outbound'), 0) as segments,
            coalesce(sum(price) filter (where direction = 'outbound' and status <> 'failed'), 0) as spend
          from ${messages}
          where account_sid = ${accountSid}
            and created_at >= date_trunc('day', to_timestamp(${startTimeMs / 1000}) at time zone ${zone}) at time zone ${zone}
            and created_at < to_timestamp(${endTimeMs / 1000})
          group by 1 order by 1`),
      );
    };

    await times(10, fromRollup);
    const rollup = timedLine(
      '7 days by day, from the rollup (the route)',
      await times(Number(flags.reads), fromRollup),
    );
    await times(5, hoursFromRollup);
    const hours = timedLine(
      '7 days by hour, from the rollup',
      await times(Number(flags.reads), hoursFromRollup),
    );
    await times(1, fromTable);
    const table = timedLine(
      '7 days by day, summed from the messages',
      await times(Number(flags['table-reads']), fromTable),
    );
    // the two agree: the week's sent from each
    const sentRollup = (await fromRollup()).reduce((n, b) => n + b.sent, 0);
    const sentTable = (await fromTable()).reduce((n, r) => n + Number(r.sent), 0);
    for (const r of [rollup, hours, table]) console.log(r.text);
    console.log(
      `  sent this week: ${sentRollup.toLocaleString('en-US')} by the rollup, ${sentTable.toLocaleString('en-US')} by the table`,
    );
    console.log(`  messages p95 / rollup p95 = ${(table.p95 / rollup.p95).toFixed(0)}×`);
    const worst = Math.max(rollup.p95, hours.p95);
    console.log(
      `  worst p95 ${ms(worst)} ms against the target ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
    );
    console.log(`  load average after: ${loadText()}`);
  } finally {
    await database.close();
  }
}
