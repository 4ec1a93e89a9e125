// `npm run bench:messages`: issue 28's figure for the message log (GET /v3/messages) on
// 10,000,000 messages of one account on PostgreSQL: p95 of the log's read (the repository's
// list: the query on the month partitions, the keyset, the items) for first pages under each
// filter and for deep pages by cursor, target ≤ 50 ms, next to the same deep page read with
// OFFSET in the same run (the peer DESIGN.md §7 rules out).
//
//   npm run seed -- --messages 10000000      (with DATABASE_URL=…/bench_messages, JWT_SECRET set)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_messages npm run bench:messages
//
// Flags: --reads N (200 per shape), --offset-reads N (5: each OFFSET read walks millions of rows).
import { parseArgs } from 'node:util';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TKeyset } from '../apps/server/src/lib/paging';
import { messages } from '../apps/server/src/db/schema/index';
import type { Scope } from '../apps/server/src/lib/resource-types';
import { messagesRepository } from '../apps/server/src/modules/messages/repository';
import { loadText, ms, timedLine, times } from './measure';
import { openMessagesBench } from './messages-bench-db';

const TARGET_P95_MS = 50;
const PAGE = 50;
const { values: flags } = parseArgs({
  options: {
    reads: { type: 'string', default: '200' },
    'offset-reads': { type: 'string', default: '5' },
    run: { type: 'boolean', default: false },
  },
  strict: false,
});
const reads = Number(flags.reads);
const offsetReads = Number(flags['offset-reads']);
const line = (label: string, samples: number[]) => timedLine(label, samples);

const opened = await openMessagesBench(flags.run === true);
if (!opened) {
  console.log('messages: skipped; run `npm run bench:messages` (or set DATABASE_URL) to measure it.');
} else {
  const { database, accountSid, total } = opened;
  try {
    const { db } = database;
    const scope = { accountId: accountSid, clientId: 'bench' } as Scope;
    console.log(
      `messages: ${total.toLocaleString('en-US')} in the bench account; load average ${loadText()}`,
    );
    await db.execute(sql`analyze messages`);

    // a recipient of the account, and a row 80% deep: the deep pages' keyset and its OFFSET
    const [sample] = await db
      .select({ to: messages.toNumber })
      .from(messages)
      .where(eq(messages.accountSid, accountSid))
      .limit(1);
    const depth = Math.floor(total * 0.8);
    const t0 = performance.now();
    const [deep] = await db
      .select({ created: messages.createdAt, sid: messages.sid })
      .from(messages)
      .where(eq(messages.accountSid, accountSid))
      .orderBy(desc(messages.createdAt), desc(messages.sid))
      .offset(depth - 1)
      .limit(1);
    console.log(
      `  (finding the row ${depth.toLocaleString('en-US')} deep by OFFSET took ${ms(performance.now() - t0)} ms)`,
    );
    const after: TKeyset = { sort: 'created', value: deep!.created.toISOString(), id: deep!.sid };
    const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const list =
      (filters: Record<string, unknown>, keyset: TKeyset | null = null) =>
      () =>
        messagesRepository.list(db, scope, {
          limit: PAGE,
          sort: { field: 'created', desc: true },
          after: keyset,
          filters,
        });

    const shapes: Array<[string, () => Promise<unknown>]> = [
      ['first page, no filter', list({})],
      ['first page, status failed', list({ status: 'failed' })],
      ['first page, error code 30007 (0.2%)', list({ errorCode: '30007' })],
      ['first page, inbound', list({ direction: 'inbound' })],
      ['first page, to contains 7 digits', list({ to: sample!.to.slice(-7) })],
      ['first page, one day', list({ since: day, until: day })],
      ['deep page (80%) by cursor, no filter', list({}, after)],
      ['deep page (80%) by cursor, status failed', list({ status: 'failed' }, after)],
    ];
    const results = [];
    for (const [label, run] of shapes) {
      await times(5, run);
      results.push(line(label, await times(reads, run)));
    }
    // the peer: the same deep page by OFFSET, the way DESIGN.md §7 rules out
    const byOffset = () =>
      db
        .select({ sid: messages.sid })
        .from(messages)
        .where(and(eq(messages.accountSid, accountSid)))
        .orderBy(desc(messages.createdAt), desc(messages.sid))
        .offset(depth)
        .limit(PAGE);
    const offset = line(
      `deep page (80%) by OFFSET ${depth.toLocaleString('en-US')}`,
      await times(offsetReads, byOffset),
    );
    for (const r of results) console.log(r.text);
    console.log(offset.text);
    const deepCursor = results.find((r) => r.label.startsWith('deep page (80%) by cursor, no'))!;
    console.log(`  deep page: OFFSET p95 / cursor p95 = ${(offset.p95 / deepCursor.p95).toFixed(0)}×`);
    const worst = Math.max(...results.map((r) => r.p95));
    console.log(
      `  worst p95 ${ms(worst)} ms against the target ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
    );
    console.log(`  load average after: ${loadText()}`);
  } finally {
    await database.close();
  }
}
