// `npm run bench:contacts`: the contact pickers' phone-number substring search (doc 001 §7) over
// 1,000,000 contacts of one account on PostgreSQL, through the server's own search (the query
// POST /v4/contact/search runs), against the same searches with the index ruled out (a sequential
// scan), in the same run on the same database. Issue 12's targets: p95 ≤ 20 ms, ≥ 100× faster.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_contacts npm run bench:contacts
//
// The database is made if missing, migrated, and filled up to --contacts rows in the Bench
// account (as `npm run seed -- --contacts N` does), so a second run starts at once.
// Flags: --contacts N (1000000), --searches N (200), --seq-searches N (200; about 0.25 s each).
// Without a reachable PostgreSQL it says so and stops; inside `npm run bench` it runs only when
// DATABASE_URL is set (`npm run bench:contacts` passes --run).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { contactAttributes, phoneSearch } from '@parley/domain';
import type { Database } from '../apps/server/src/db/client';
import { ms, summary } from './measure';
import { openBenchDatabase, prepareDatabase } from './postgres-admin';
import { bulkContacts, contactCount, ensureBenchAccount } from '../apps/server/src/db/seeds/contacts';
import {
  pageQuery,
  rowsByIdQuery,
  searchConditions,
  searchContacts,
} from '../apps/server/src/modules/contacts/search-repository';

const TARGET_P95_MS = 20;
const TARGET_RATIO = 100;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_contacts';

const { values: flags } = parseArgs({
  options: {
    contacts: { type: 'string', default: '1000000' },
    searches: { type: 'string', default: '200' },
    'seq-searches': { type: 'string', default: '200' },
    run: { type: 'boolean', default: false },
  },
  // `npm run bench` imports every *.bench.ts with its own arguments
  strict: false,
});
const wanted = Number(flags.contacts);
const searches = Number(flags.searches);
const seqSearches = Number(flags['seq-searches']);
const url = process.env.DATABASE_URL ?? DEFAULT_URL;
// Inside `npm run bench` it runs only when a database is named: it fills a million rows once
// (about 45 s) and keeps them.
const asked = flags.run === true || process.env.DATABASE_URL !== undefined;

const f = ms;

async function timeEach<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (const item of items) {
    const t0 = performance.now();
    await run(item);
    out.push(performance.now() - t0);
  }
  return out;
}

async function planOf(db: Database['db'], accountSid: string, fragment: string): Promise<string> {
  const search = phoneSearch(fragment);
  const conditions = searchConditions(search.statements, contactAttributes(null));
  const plan = (await db.execute(sql`explain ${pageQuery(accountSid, search, conditions)}`)) as unknown as {
    rows: Array<{ 'QUERY PLAN': string }>;
  };
  const lines = plan.rows.map((r) => r['QUERY PLAN']);
  return (lines.find((l) => /Index Scan/.test(l)) ?? lines.find((l) => /Scan on contacts/.test(l)) ?? '')
    .replace(/\s+\(cost.*$/, '')
    .trim();
}

if (!asked) {
  console.log('contact search: skipped; run `npm run bench:contacts` (or set DATABASE_URL) to measure it.');
} else if (!(await prepareDatabase(url))) {
  console.log(`contact search: skipped, no PostgreSQL answers at ${new URL(url).host} (set DATABASE_URL).`);
} else {
  const database = await openBenchDatabase(url);
  try {
    await database.migrate();
    const { db } = database;
    const accountSid = await ensureBenchAccount(db);
    const have = await contactCount(db, accountSid);
    if (have < wanted) {
      const t0 = performance.now();
      await bulkContacts(db, accountSid, wanted - have);
      console.log(
        `Added ${(wanted - have).toLocaleString('en-US')} contacts in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
      );
      await db.execute(sql`vacuum analyze contacts`);
    }
    const total = await contactCount(db, accountSid);

    // What a person types into the picker: 5 digits (doc 001 §9's minimum) of numbers that exist,
    // from anywhere in the number; the same fragments for both runs.
    const numbers = (
      (await db.execute(sql`select phone_number from contacts where account_sid = ${accountSid}
        order by contact_id limit ${searches}`)) as unknown as { rows: Array<{ phone_number: string }> }
    ).rows.map((r) => r.phone_number);
    const fragments = numbers.map((n, i) => n.slice(2 + (i % 6), 7 + (i % 6)));
    const attributes = contactAttributes(null);
    const run = (executor: Database['db']) => (fragment: string) =>
      searchContacts(executor, accountSid, phoneSearch(fragment), attributes);

    // steady state: one pass over the fragments first (the table fits in memory either way)
    await timeEach(fragments, run(db));
    const indexed = await timeEach(fragments, run(db));
    const matched: number[] = [];
    const matchedIds: string[][] = [];
    for (const fr of fragments) {
      const found = await run(db)(fr);
      matched.push(found.total);
      matchedIds.push(found.contacts.map((c) => c.contactId));
    }
    const m = summary(matched);
    // The floor: the very rows each search answers, read by primary key in the same order with no
    // search at all. No index can make a search that returns them cheaper than reading them.
    const byId = (ids: string[]) => db.execute(rowsByIdQuery(ids));
    await timeEach(matchedIds, byId);
    const floor = summary(await timeEach(matchedIds, byId));
    const indexPlan = await planOf(db, accountSid, fragments[0]!);

    const seq = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const plan = await planOf(tx as unknown as Database['db'], accountSid, fragments[0]!);
      await run(tx as unknown as Database['db'])(fragments[0]!); // warm-up
      return {
        plan,
        times: await timeEach(fragments.slice(0, seqSearches), run(tx as unknown as Database['db'])),
      };
    });

    const a = summary(indexed);
    const b = summary(seq.times);
    const ratioP95 = b.p95 / a.p95;
    const ratioP50 = b.p50 / a.p50;
    const pass = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `Contact phone substring search, ${total.toLocaleString('en-US')} contacts in one account, PostgreSQL ${
        (
          (await db.execute(sql`show server_version`)) as unknown as {
            rows: Array<{ server_version: string }>;
          }
        ).rows[0]?.server_version
      }; 5-digit fragments of existing numbers, from anywhere in them: matches per search p50 ${m.p50}, p95 ${m.p95}, max ${m.max} (every match comes back, as the picker asks for 10000).`,
    );
    console.log(
      `  trigram index  ${searches} searches: p50 ${f(a.p50)} ms, p95 ${f(a.p95)} ms, max ${f(a.max)} ms   [${indexPlan}]`,
    );
    console.log(
      `  floor          the same rows by primary key, no search: p50 ${f(floor.p50)} ms, p95 ${f(floor.p95)} ms, max ${f(floor.max)} ms`,
    );
    console.log(
      `  sequential     ${seq.times.length} searches: p50 ${f(b.p50)} ms, p95 ${f(b.p95)} ms, max ${f(b.max)} ms   [${seq.plan}]`,
    );
    console.log(
      `  p95 ${f(a.p95)} ms (target ≤ ${TARGET_P95_MS} ms: ${pass(a.p95 <= TARGET_P95_MS)}); ` +
        `${ratioP95.toFixed(0)}× faster at p95, ${ratioP50.toFixed(0)}× at p50 (target ≥ ${TARGET_RATIO}×: ${pass(ratioP95 >= TARGET_RATIO)})`,
    );
    console.log(
      `  the search costs ${(a.p95 / floor.p95).toFixed(2)}× the floor at p95 (${(a.p50 / floor.p50).toFixed(2)}× at p50): ` +
        `against this sequential scan no search can beat ${(b.p95 / floor.p95).toFixed(0)}× at p95 (${(b.p50 / floor.p50).toFixed(0)}× at p50)`,
    );
  } finally {
    await database.close();
  }
}
