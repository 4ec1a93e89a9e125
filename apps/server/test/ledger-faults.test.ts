import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { newAccountSid } from '../src/db/ids';
import { DB_DEFAULTS } from '../src/db/pg-options';
import { accounts } from '../src/db/schema/index';
import { ledgerProblems, postToLedger, WITHOUT_JOBS, type TPosted } from '../src/ledger/ledger';
import { isDatabaseUnavailable } from '../src/lib/db-errors';
import { adminQuery, withDatabase } from './global-setup';
import { TcpProxy } from './tcp-proxy';

/**
 * Issue 27's second figure: the ledger's invariant after the fault suite. Concurrent charges, each
 * with its own idempotency key, go through a TCP proxy that resets every connection mid-flight
 * (and refuses new ones for a moment), and loses the answer to two COMMITs the server carried
 * out; every charge whose call threw is retried with its key until it answers. Then, read straight
 * from PostgreSQL past the proxy: nothing lost, nothing doubled, the balance exact and the ledger
 * summing to it. Only with DATABASE_URL (TEST_DB=postgres), as the other fault tests.
 *
 * The second test is what the first one found beside the ledger: a transaction whose BEGIN meets a
 * dead connection never gives its connection back to the pool (drizzle-orm 0.45's node-postgres
 * `transaction()` sends BEGIN before the try/finally that releases the client; upstream
 * drizzle-team/drizzle-orm#6023). The pool shrank by one each time, for good, and `close()` then
 * waited forever for the lost connections; db/client.ts now releases such a client itself.
 */

const tpl = inject('pgTemplate');

const CHARGES = 200;
/** $0.0079, a message segment */
const AMOUNT = 79;
/** $100: every charge is covered, so any refusal is the ledger's fault, not the balance's */
const START = 1_000_000;
/** a charge that has not answered by then fails the test instead of the test timeout */
const GIVE_UP_MS = 12_000;
/** The simple-query COMMIT drizzle sends at the end of a transaction (its text, NUL-ended). */
const COMMIT = 'commit\0';
/** and the BEGIN it starts one with */
const BEGIN = 'begin\0';
/** a pool with every connection back ends at once; one that lost some never does */
const CLOSE_MS = 3_000;

const cleanups: Array<() => Promise<unknown>> = [];
// A reset an 'error' listener misses, or a rejection nobody awaits, would land here.
const uncaught: unknown[] = [];
const unhandled: unknown[] = [];
const onUncaught = (err: unknown) => void uncaught.push(err);
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

interface Rig {
  proxy: TcpProxy;
  /** the production pool's settings, reached only through the proxy */
  proxied: Database;
  /** straight to PostgreSQL, past the proxy: what is really stored */
  direct: Database;
  accountSid: string;
}

/** A fresh database cloned from the template, as db-faults.test.ts makes one; an account funded with START. */
async function startRig(): Promise<Rig> {
  const admin = process.env.DATABASE_URL!;
  const name = `parley_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `create database ${name} template ${tpl}`);
  cleanups.push(() => adminQuery(admin, `drop database if exists ${name} with (force)`));

  const real = new URL(withDatabase(admin, name));
  const proxy = new TcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const port = await proxy.listen();
  cleanups.push(() => proxy.close());
  const viaProxy = new URL(real);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(port);

  const proxied = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), ...DB_DEFAULTS });
  // ending the pool says goodbye on every connection: the proxy must pass by then. A connection
  // the pool lost (the second test) keeps close() from ever ending: not waited for past CLOSE_MS.
  cleanups.push(async () => {
    proxy.setMode('pass');
    await closed(proxied, CLOSE_MS);
  });
  const direct = await openDatabase({ kind: 'postgres', url: real.toString() });
  cleanups.push(() => direct.close());

  const accountSid = newAccountSid();
  await direct.db
    .insert(accounts)
    .values({ accountSid, name: 'Ledger faults', companyName: 'Ledger faults', parentAcctId: accountSid });
  await direct.db.transaction((tx) =>
    postToLedger(tx, { accountSid, amount: START, kind: 'funds', description: 'Funds added' }, WITHOUT_JOBS),
  );
  return { proxy, proxied, direct, accountSid };
}

/** Whether the pool ended within `ms`: it waits for every connection it handed out to come back. */
const closed = (database: Database, ms: number) =>
  Promise.race([database.close().then(() => true), sleep(ms).then(() => false)]);

/**
 * `n` transactions at once, each holding its connection until all `n` hold one: true when the pool
 * has `n` connections to give, else the first failure (a wait for a connection times out).
 */
async function holdsAtOnce(database: Database, n: number, withinMs: number): Promise<true | string> {
  let inside = 0;
  let allIn!: () => void;
  const all = new Promise<void>((resolve) => (allIn = resolve));
  const results = await Promise.allSettled(
    Array.from({ length: n }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        if (++inside === n) allIn();
        await Promise.race([
          all,
          sleep(withinMs).then(() => {
            throw new Error(`only ${inside} of ${n} transactions got a connection`);
          }),
        ]);
      }),
    ),
  );
  const failed = results.find((r) => r.status === 'rejected');
  return failed ? `${inside} of ${n} held a connection; ${rootMessage(failed.reason)}` : true;
}

/** The driver's own words under drizzle's "Failed query: …" wrapping. */
function rootMessage(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown };
  while (e.cause) e = e.cause as typeof e;
  return String(e.message).replace(/\s+/g, ' ').slice(0, 80);
}

beforeAll(() => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUnhandled);
});

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUnhandled);
  const failures: unknown[] = [];
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => failures.push(err));
  if (failures.length > 0) throw new AggregateError(failures, 'cleanup failed');
}, 30_000);

describe.runIf(tpl)('the ledger under connection resets (issue 27)', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig();
  }, 30_000);

  it(`${CHARGES} concurrent charges, connections reset mid-flight, each retried by its key: nothing lost, nothing doubled`, async () => {
    const { proxy, proxied, direct, accountSid } = rig;
    const keyOf = (i: number) => `fault-charge-${i}`;
    /** why attempts failed, by message: all must be the connection's, none the ledger's */
    const failures = new Map<string, number>();
    let answered = 0;
    const lostCommits: Array<ReturnType<TcpProxy['cutWhenClientSends']>> = [];
    const faultsDone: Array<Promise<void>> = [];

    /** The faults, each at a point of the run: between them charges keep answering. */
    const onAnswer = () => {
      answered++;
      if (answered === Math.round(CHARGES * 0.15) || answered === Math.round(CHARGES * 0.55))
        // the next COMMIT the server carries out, whose answer never comes back
        lostCommits.push(proxy.cutWhenClientSends(COMMIT, 'lose-answer'));
      if (answered === Math.round(CHARGES * 0.3)) proxy.resetAll();
      if (answered === Math.round(CHARGES * 0.7)) {
        // every connection reset, and new ones refused for a moment
        proxy.setMode('reset');
        faultsDone.push(sleep(150).then(() => proxy.setMode('pass')));
      }
    };

    const started = performance.now();
    const charge = async (i: number): Promise<TPosted & { attempts: number }> => {
      for (let attempts = 1; ; attempts++) {
        try {
          const posted = await proxied.db.transaction((tx) =>
            postToLedger(
              tx,
              {
                accountSid,
                amount: -AMOUNT,
                kind: 'message',
                description: 'Message segment',
                idempotencyKey: keyOf(i),
              },
              WITHOUT_JOBS,
            ),
          );
          onAnswer();
          return { ...posted, attempts };
        } catch (err) {
          // only the connection may fail: a refusal, a unique violation on the key or any other
          // error of the ledger's own is a finding, not something to retry past
          if (!isDatabaseUnavailable(err)) throw err;
          const why = rootMessage(err);
          failures.set(why, (failures.get(why) ?? 0) + 1);
          if (performance.now() - started > GIVE_UP_MS)
            throw new Error(`charge ${i} still failing after ${GIVE_UP_MS} ms: ${why}`, { cause: err });
          await sleep(10 + Math.random() * 40);
        }
      }
    };
    const results = await Promise.all(Array.from({ length: CHARGES }, (_, i) => charge(i)));
    await Promise.all(faultsDone);
    const retried = results.filter((r) => r.attempts > 1);
    const replayed = results.filter((r) => r.replayed);

    // the faults really happened, mid-flight, and really cut charges
    expect(lostCommits.map((trip) => trip.fired)).toEqual([true, true]);
    expect(retried.length, JSON.stringify([...failures])).toBeGreaterThanOrEqual(lostCommits.length);
    // a COMMIT carried out but not answered: its retry found the entry and wrote nothing
    expect(replayed.length).toBeGreaterThanOrEqual(lostCommits.length);
    expect(replayed.every((r) => r.attempts > 1)).toBe(true);

    // what is stored, past the proxy
    const { rows } = (await direct.db.execute(sql`
      select id, idempotency_key as key, amount::int as amount
        from ledger_entries where account_sid = ${accountSid} and kind = 'message'`)) as unknown as {
      rows: Array<{ id: string; key: string | null; amount: number }>;
    };
    const byKey = new Map<string | null, string[]>();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
    // nothing doubled: one entry per key, and no entry without one
    const doubled = [...byKey].filter(([, ids]) => ids.length !== 1);
    expect(doubled).toEqual([]);
    expect(rows).toHaveLength(CHARGES);
    expect(rows.every((r) => r.amount === -AMOUNT)).toBe(true);
    // nothing lost: every answer, first-time or replayed, is the entry stored under its key
    for (const [i, result] of results.entries()) expect(byKey.get(keyOf(i))).toEqual([result.entry.id]);

    const [account] = await direct.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.accountSid, accountSid));
    expect(account!.balance).toBe(START - rows.length * AMOUNT);
    expect(await ledgerProblems(direct.db, accountSid)).toEqual([]);
    // the pool absorbed the resets: nothing escaped as an 'error' event or a lost rejection
    expect(uncaught).toEqual([]);
    expect(unhandled).toEqual([]);
    console.log(
      `ledger faults: ${CHARGES} charges in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `${retried.length} retried, ${replayed.length} answered by replay; failed attempts: ${JSON.stringify([...failures])}`,
    );
  }, 20_000);

  // drizzle never released a client whose BEGIN failed (drizzle-orm#6023): the pool lost it for
  // good. db/client.ts now releases it; this holds the pool to its size and its end.
  it('a transaction cut at its BEGIN gives its connection back: the pool still holds its size at once, and ends', async () => {
    const { proxy, proxied, accountSid } = rig;
    proxy.setMode('pass');
    const cut = proxy.cutWhenClientSends(BEGIN);
    const charge = () =>
      proxied.db.transaction((tx) =>
        postToLedger(
          tx,
          {
            accountSid,
            amount: -AMOUNT,
            kind: 'message',
            description: 'Message segment',
            idempotencyKey: 'cut-at-begin',
          },
          WITHOUT_JOBS,
        ),
      );
    const first = await charge().then(
      () => null,
      (err: unknown) => err,
    );
    expect(cut.fired).toBe(true);
    expect(isDatabaseUnavailable(first), rootMessage(first)).toBe(true);
    expect((await charge()).replayed).toBe(false); // BEGIN never ran: nothing was written

    // every connection of the production pool at once, each held until all are: a lost one
    // leaves the last to wait past the connect timeout
    expect(await holdsAtOnce(proxied, DB_DEFAULTS.poolMax, DB_DEFAULTS.connectTimeoutMs + 1_000)).toBe(true);
    expect(await closed(proxied, CLOSE_MS)).toBe(true);
  }, 15_000);
});
