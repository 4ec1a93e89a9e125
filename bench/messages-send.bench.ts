// `npm run bench:send`: issue 28's figures for sending on PostgreSQL, in-process through the API
// (app.inject: routing, access, validation, the send's checks, the charge, the row, the job), each
// next to a peer in the same run:
//   - send throughput: 1,000 POST /v3/messages, 10 at a time, from one account, in messages
//     accepted a second; the peer is the same 1,000 charges through the ledger alone (postToLedger
//     in a transaction of its own), the part of a send that serialises on the account's row;
//   - the network's job throughput: those messages handed to the simulated network by their
//     messages.submit jobs until every one is final, in messages a second; the peer is as many
//     jobs.noop jobs through the same queue;
//   - webhook delivery: 50 messages a second (--rate) for 10 seconds to a subscribed webhook on a local
//     receiver, from the send's answer to the receiver's 2xx, p50 and p95; the peer is a bare
//     signed POST to the same receiver from the same process.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_send npm run bench:send
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unitsOfDollars } from '@parley/domain';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/db/seed';
import { messages, phoneNumbers, webhooks } from '../apps/server/src/db/schema/index';
import { seedDemoNumbers } from '../apps/server/src/db/seeds-platform/numbers';
import { postToLedger, WITHOUT_JOBS } from '../apps/server/src/ledger/ledger';
import type { JobEnqueuer } from '../apps/server/src/jobs/define';
import { sendMessage } from '../apps/server/src/modules/messages/send-repository';
import { signWebhook } from '../apps/server/src/lib/webhook-signature';
import { ms, summary } from './measure';
import { prepareDatabase } from './postgres-admin';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_send';
const { values: flags } = parseArgs({
  options: {
    sends: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '10' },
    // the issue asks for under 100 a second; this 2-core machine accepts about 70 sends a second
    // with their jobs running, and past that the pool's 2 s wait answers 503 (docs/decisions.md)
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    run: { type: 'boolean', default: false },
  },
  strict: false,
});
const sends = Number(flags.sends);
const concurrency = Number(flags.concurrency);
const rate = Number(flags.rate);
const seconds = Number(flags.seconds);
const url = process.env.DATABASE_URL ?? DEFAULT_URL;
const asked = flags.run === true || process.env.DATABASE_URL !== undefined;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis));

/** Runs `n` tasks, `width` at a time; the wall time in ms. */
async function pool(n: number, width: number, task: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await task(next++);
    }),
  );
  return performance.now() - t0;
}

if (!asked) {
  console.log('send: skipped; run `npm run bench:send` (or set DATABASE_URL) to measure it.');
} else if (!(await prepareDatabase(url, { fresh: true }))) {
  console.log(`send: skipped, no PostgreSQL answers at ${new URL(url).host} (set DATABASE_URL).`);
} else {
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  const config = testConfig({
    scryptN: 2 ** 10,
    rateLimitPerMinute: 10_000_000,
    requestTimeoutMs: 60_000,
    logLevel: 'warn',
  });
  await seedDemo(database.db, config.scryptN);
  const app = await buildApp(config, database);
  const received = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const sid = /"smsid":"(SM[0-9a-f]+)"/.exec(body)?.[1];
      if (sid) received.set(sid, performance.now());
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    await app.jobs.start();
    const { db } = database;
    const acme = DEMO_ACCOUNTS.acme.accountSid;
    await seedDemoNumbers(db, app, DEMO_ACCOUNTS);
    for (let i = 0; i < 100; i++) {
      const pending = await db
        .select({ id: phoneNumbers.id })
        .from(phoneNumbers)
        .where(
          and(
            eq(phoneNumbers.accountSid, acme),
            eq(phoneNumbers.status, 'pending'),
            isNull(phoneNumbers.releasedAt),
          ),
        );
      if (pending.length === 0) break;
      await sleep(200);
    }
    const [sender] = await db
      .select({ phoneNumber: phoneNumbers.phoneNumber })
      .from(phoneNumbers)
      .where(
        and(
          eq(phoneNumbers.accountSid, acme),
          eq(phoneNumbers.smsEnabled, true),
          eq(phoneNumbers.status, 'active'),
        ),
      )
      .limit(1);
    await db.transaction((tx) =>
      postToLedger(
        tx,
        { accountSid: acme, amount: unitsOfDollars(100_000), kind: 'adjustment', description: 'bench' },
        WITHOUT_JOBS,
      ),
    );
    // the demo's webhooks point at hosts that do not resolve: their deliveries (two a message)
    // would be measured with the sends; only the bench's own receiver is
    await db.update(webhooks).set({ enabled: false }).where(eq(webhooks.accountSid, acme));
    const login = await app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { username: 'owner@acme.test', password: 'Parley2026demo' },
    });
    const headers = { authorization: `Bearer ${login.json().payload[0].accessToken}` };
    const send = async (i: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v3/messages',
        headers,
        payload: {
          from: sender!.phoneNumber,
          to: `+1312${String(2_000_000 + (i % 100_000)).padStart(7, '0')}`,
          body: `Bench ${i}`,
        },
      });
      if (res.statusCode !== 200) throw new Error(`send ${i}: ${res.statusCode} ${res.body}`);
      return res.json().payload[0].messageSid as string;
    };
    console.log(`send: load average before ${load()}`);

    // 1. send throughput, and its peer: the ledger's charge alone
    await pool(50, concurrency, send);
    const sids: string[] = [];
    const sendMs = await pool(sends, concurrency, async (i) => sids.push(await send(i)));
    const ledgerMs = await pool(sends, concurrency, () =>
      db.transaction((tx) =>
        postToLedger(
          tx,
          { accountSid: acme, amount: -79, kind: 'message', description: 'bench peer' },
          WITHOUT_JOBS,
        ),
      ),
    );
    const sendRate = (sends / sendMs) * 1000;
    const ledgerRate = (sends / ledgerMs) * 1000;
    console.log(
      `  send through the API:         ${sendRate.toFixed(0)} messages/s (${sends} at ${concurrency} at a time)`,
    );
    console.log(
      `  peer, the ledger charge alone: ${ledgerRate.toFixed(0)} charges/s; ratio ${(sendRate / ledgerRate).toFixed(2)}`,
    );

    // 2. the network's jobs alone: as many messages written without their job (the send path's
    // own option), then their messages.submit jobs enqueued at once, until every one is final
    // (receipts at once in testConfig)
    const platform = { network: app.network, jobs: app.jobs as unknown as JobEnqueuer };
    const queued: string[] = [];
    for (let i = 0; i < sends; i++)
      queued.push(
        (
          await sendMessage(
            db,
            platform,
            { accountSid: acme, clientId: null },
            {
              from: sender!.phoneNumber,
              to: `+1415${String(2_000_000 + i).padStart(7, '0')}`,
              body: `Queued ${i}`,
            },
            { enqueue: false },
          )
        ).messageSid,
      );
    const tJobs = performance.now();
    await db.transaction(async (tx) => {
      for (const sid of queued) await app.jobs.enqueue(tx, 'messages.submit', { sid });
    });
    for (;;) {
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(inArray(messages.sid, queued), inArray(messages.status, ['queued', 'sent'])));
      if (n === 0) break;
      await sleep(50);
    }
    const networkRate = (sends / (performance.now() - tJobs)) * 1000;
    const tNoop = performance.now();
    await db.transaction(async (tx) => {
      for (let i = 0; i < sends; i++) await app.jobs.enqueue(tx, 'jobs.noop', { at: i });
    });
    for (;;) {
      const [{ n } = { n: 0 }] = (
        (await db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'jobs.noop' and state in ('created', 'active', 'retry')`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows;
      if (n === 0) break;
      await sleep(50);
    }
    const noopRate = (sends / (performance.now() - tNoop)) * 1000;
    console.log(`  network jobs (handover + receipts): ${networkRate.toFixed(0)} messages/s`);
    console.log(
      `  peer, jobs.noop through the queue:  ${noopRate.toFixed(0)} jobs/s; ratio ${(networkRate / noopRate).toFixed(2)}`,
    );

    // 3. webhook delivery under `rate` messages a second
    const made = await app.inject({
      method: 'POST',
      url: '/v3/webhooks',
      headers,
      payload: { name: 'Bench receiver', url: receiverUrl, enabled: true, events: ['sms_outbound'] },
    });
    if (made.statusCode !== 200) throw new Error(`webhook: ${made.statusCode} ${made.body}`);
    const accepted = new Map<string, number>();
    const total = rate * seconds;
    const t0 = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      inFlight.push(send(100_000 + i).then((sid) => void accepted.set(sid, performance.now())));
    }
    await Promise.all(inFlight);
    const offered = (total / (performance.now() - t0)) * 1000;
    for (let i = 0; i < 600 && [...accepted.keys()].some((sid) => !received.has(sid)); i++) await sleep(100);
    const latencies = [...accepted]
      .filter(([sid]) => received.has(sid))
      .map(([sid, at]) => received.get(sid)! - at);
    const peer: number[] = [];
    for (let i = 0; i < 200; i++) {
      const body = JSON.stringify({ id: `EV${i}`, event: 'sms_outbound', data: {} });
      const p0 = performance.now();
      const res = await fetch(receiverUrl, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-parley-signature': signWebhook('whsec_bench', body, new Date()),
        },
      });
      await res.text();
      peer.push(performance.now() - p0);
    }
    const s = summary(latencies);
    const p = summary(peer);
    console.log(
      `  webhook: ${latencies.length} of ${accepted.size} delivered, sent at ${offered.toFixed(0)} messages/s`,
    );
    console.log(`    accepted → receiver 2xx: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, max ${ms(s.max)} ms`);
    console.log(
      `    peer, a bare signed POST: p50 ${ms(p.p50)} ms, p95 ${ms(p.p95)} ms; p95 ratio ${(s.p95 / p.p95).toFixed(0)}×`,
    );
    console.log(`send: load average after ${load()}`);
  } finally {
    receiver.close();
    await app.close();
  }
}
