// `npm run bench:ledger`: issue 27's figure for the ledger (DESIGN.md §8) on PostgreSQL: 1,000
// concurrent $0.0079 charges on one account, each in its own transaction through `postToLedger`
// (the row lock, the entry, the balance, `funded`), with the production pool (DB_DEFAULTS), in
// charges a second; then the balance must be exact (start − 1,000 × 79 units) and the ledger's
// invariant hold (`ledgerProblems` empty), or the bench fails. The peer, in the same run on the same
// database and pool: the same 1,000 concurrent transactions doing the least that still serialises
// on the account's row, `update accounts set balance = balance - 79` alone. The same again with the
// charges spread over 10 accounts (100 each), where the pool, not one row's lock, is the limit.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_ledger npm run bench:ledger
//
// The database is dropped and made again (migrated) each run. Rounds alternate which of the two
// goes first, on fresh accounts each time; the figures are the rounds' medians.
// Flags: --charges N (1000), --rounds N (5), --accounts N (10).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { newAccountSid } from '../apps/server/src/db/ids';
import { DB_DEFAULTS } from '../apps/server/src/db/pg-options';
import { accounts, ledgerEntries } from '../apps/server/src/db/schema/index';
import { ledgerProblems, postToLedger, WITHOUT_JOBS } from '../apps/server/src/ledger/ledger';
import { prepareDatabase } from './postgres-admin';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_ledger';
/** $0.0079, a message segment, in ten-thousandths of a dollar */
const CHARGE = 79;
/** $100 on every account: far more than the charges take, so none is refused */
const START = 1_000_000;

const { values: flags } = parseArgs({
  options: {
    charges: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    accounts: { type: 'string', default: '10' },
    run: { type: 'boolean', default: false },
  },
  // `npm run bench` imports every *.bench.ts with its own arguments
  strict: false,
});
const charges = Number(flags.charges);
const rounds = Number(flags.rounds);
const spread = Number(flags.accounts);
const url = process.env.DATABASE_URL ?? DEFAULT_URL;
// Inside `npm run bench` it runs only when asked (`npm run bench:ledger` passes --run).
const asked = flags.run === true || process.env.DATABASE_URL !== undefined;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Way = 'ledger' | 'bare update';

/** Accounts of their own for one measurement, each funded with START through the ledger. */
async function fundedAccounts(database: Database, n: number): Promise<string[]> {
  const sids = Array.from({ length: n }, () => newAccountSid());
  await database.db
    .insert(accounts)
    .values(sids.map((sid) => ({ accountSid: sid, name: 'Bench', companyName: 'Bench', parentAcctId: sid })));
  for (const accountSid of sids)
    await database.db.transaction((tx) =>
      postToLedger(
        tx,
        { accountSid, amount: START, kind: 'funds', description: 'Bench funds' },
        WITHOUT_JOBS,
      ),
    );
  return sids;
}

interface Fired {
  perSecond: number;
  /** how many of each account's charges went through, by the account's index */
  okOf: number[];
  failed: number;
  firstFailure?: string;
}

/** One way's charges, all at once, charge i on account i mod n. */
async function fire(database: Database, way: Way, sids: string[], count: number): Promise<Fired> {
  const { db } = database;
  const charge = (accountSid: string) =>
    way === 'ledger'
      ? db.transaction((tx) =>
          postToLedger(
            tx,
            { accountSid, amount: -CHARGE, kind: 'message', description: 'Message segment' },
            WITHOUT_JOBS,
          ),
        )
      : db.transaction((tx) =>
          tx.execute(
            sql`update accounts set balance = balance - ${CHARGE} where account_sid = ${accountSid}`,
          ),
        );
  const started = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => charge(sids[i % sids.length]!)),
  );
  const seconds = (performance.now() - started) / 1000;
  const okOf = sids.map(() => 0);
  results.forEach((r, i) => r.status === 'fulfilled' && okOf[i % sids.length]!++);
  const failed = results.filter((r) => r.status === 'rejected');
  return {
    perSecond: count / seconds,
    okOf,
    failed: failed.length,
    ...(failed[0] ? { firstFailure: String(failed[0].reason) } : {}),
  };
}

/**
 * The balance exact to the unit on every account for the charges that went through, and for the
 * ledger its invariant and its entries (the funds and one per charge).
 */
async function check(database: Database, way: Way, sids: string[], okOf: number[]) {
  const { db } = database;
  const problems: string[] = [];
  for (const [i, accountSid] of sids.entries()) {
    const mine = okOf[i]!;
    const [row] = await db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.accountSid, accountSid));
    const expected = START - mine * CHARGE;
    if (row?.balance !== expected)
      problems.push(`${accountSid}: balance ${row?.balance}, expected ${expected} (${way})`);
    if (way === 'ledger') {
      const [entries] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountSid, accountSid));
      if (entries?.n !== mine + 1)
        problems.push(
          `${accountSid}: ${entries?.n} entries, expected ${mine + 1} (the funds and ${mine} charges)`,
        );
      for (const p of await ledgerProblems(db, accountSid)) problems.push(`${accountSid}: ${p}`);
    }
  }
  if (problems.length > 0) throw new Error(`the ${way} run is not exact:\n  ${problems.join('\n  ')}`);
}

/** Charges a second; every charge must go through, and the result be exact. */
async function measure(database: Database, way: Way, nAccounts: number, count: number): Promise<number> {
  const sids = await fundedAccounts(database, nAccounts);
  const fired = await fire(database, way, sids, count);
  if (fired.failed > 0)
    throw new Error(
      `${way}: ${fired.failed} of ${count} charges failed, the first with: ${fired.firstFailure}`,
    );
  await check(database, way, sids, fired.okOf);
  return fired.perSecond;
}

if (!asked) {
  console.log('ledger charges: skipped; run `npm run bench:ledger` (or set DATABASE_URL) to measure it.');
} else if (!(await prepareDatabase(url, { fresh: true }))) {
  console.log(`ledger charges: skipped, no PostgreSQL answers at ${new URL(url).host} (set DATABASE_URL).`);
} else {
  // The production pool's size and statement timeouts, but a patient wait for a connection: with
  // DB_DEFAULTS' 2 s, the charges still queued for one of the 10 connections after 2 s are refused
  // ("timeout exceeded when trying to connect"), which is measured apart below.
  const database = await openDatabase({
    kind: 'postgres',
    url,
    poolMax: DB_DEFAULTS.poolMax,
    connectTimeoutMs: 120_000,
  });
  const production = await openDatabase({ kind: 'postgres', url, ...DB_DEFAULTS });
  try {
    await database.migrate();
    const version = (
      (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: Array<{ server_version: string }>;
      }
    ).rows[0]?.server_version;
    console.log(
      `ledger charges: ${charges} concurrent $0.0079 charges, each its own transaction, pool of ${DB_DEFAULTS.poolMax}, ` +
        `PostgreSQL ${version}, ${rounds} rounds; load average ${load()}`,
    );
    // the pool's connections opened and the statements' plans warm, before anything is timed
    for (const way of ['ledger', 'bare update'] as const) await measure(database, way, 2, 100);

    const shapes = [
      { label: 'one account', n: 1 },
      ...(spread > 1 ? [{ label: `${spread} accounts`, n: spread }] : []),
    ];
    for (const shape of shapes) {
      const figures: Record<Way, number[]> = { ledger: [], 'bare update': [] };
      for (let r = 0; r < rounds; r++) {
        const order: Way[] = r % 2 === 0 ? ['ledger', 'bare update'] : ['bare update', 'ledger'];
        for (const way of order) figures[way].push(await measure(database, way, shape.n, charges));
      }
      const a = median(figures.ledger);
      const b = median(figures['bare update']);
      const each = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
      console.log(`  ${shape.label}:`);
      console.log(
        `    postToLedger          ${a.toFixed(0).padStart(6)} charges/s   (rounds: ${each(figures.ledger)}); balance exact, ledger sums`,
      );
      console.log(
        `    bare balance update   ${b.toFixed(0).padStart(6)} charges/s   (rounds: ${each(figures['bare update'])}); balance exact`,
      );
      console.log(`    ratio ledger ÷ bare update ${(a / b).toFixed(2)}   (load average ${load()})`);
    }

    // With every production setting, the connect timeout included: how many of the burst on one
    // account are refused before they start, and the balance still exact for those that went.
    console.log(
      `  one account, production timeouts (a connection within ${DB_DEFAULTS.connectTimeoutMs} ms):`,
    );
    for (const way of ['ledger', 'bare update'] as const) {
      await measure(production, way, 2, 100); // the pool's connections opened
      const sids = await fundedAccounts(production, 1);
      const fired = await fire(production, way, sids, charges);
      await check(production, way, sids, fired.okOf);
      console.log(
        `    ${way.padEnd(20)} ${String(fired.okOf[0]).padStart(5)} went through, ${fired.failed} refused` +
          `${fired.firstFailure ? ` (${fired.firstFailure.replace(/^Error: /, '')})` : ''}; balance exact for those that went`,
      );
    }
    console.log(`  load average after: ${load()}`);
  } finally {
    await production.close();
    await database.close();
  }
}
