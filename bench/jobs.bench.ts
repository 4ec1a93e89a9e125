// `npm run bench:jobs`: the durable job queue (apps/server/src/jobs, pg-boss) on PGlite and on
// PostgreSQL in the same run (issue 26): no-op jobs a second draining a backlog, the delay from
// enqueue to the handler's start (p95) for a worker in the same process (woken by the enqueue)
// and for one that only polls (a separate `npm run worker`), and what starting the queue adds to
// the server's startup (creating its schema the first time; checking it afterwards).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_jobs npm run bench:jobs
//
// The PostgreSQL database is dropped and made again each run. Without a reachable server only
// PGlite is measured. Flags: --jobs N (3000), --delays N (200).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { defineJob, JobQueue } from '../apps/server/src/jobs/index';
import { prepareDatabase } from './postgres-admin';

const { values: flags } = parseArgs({
  options: {
    jobs: { type: 'string', default: '3000' },
    delays: { type: 'string', default: '200' },
    run: { type: 'boolean', default: false },
  },
  strict: false,
});
const backlog = Number(flags.jobs);
const delaySamples = Number(flags.delays);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_jobs';
// Inside `npm run bench` it runs only when asked (`npm run bench:jobs` passes --run).
const asked = flags.run === true || process.env.DATABASE_URL !== undefined;

const starts: number[] = [];
let done = 0;
const definitions = {
  'bench.noop': defineJob({
    payload: z.object({ at: z.number() }),
    handler: async ({ at }) => {
      starts.push(Date.now() - at);
      done++;
    },
  }),
};
type Queue = JobQueue<typeof definitions>;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Figures {
  firstStartMs: number;
  laterStartMs: number;
  enqueuePerS: number;
  drainPerS: number;
  wokenP95Ms: number;
  wokenMedianMs: number;
  polledP95Ms: number;
}

async function measure(database: Database): Promise<Figures> {
  const queue = (work: boolean, pollingIntervalSeconds = 2): Queue =>
    new JobQueue(database, definitions, { work, pollingIntervalSeconds, batchSize: 50 });
  let t = performance.now();
  const producer = queue(false);
  await producer.start();
  const firstStartMs = performance.now() - t;
  t = performance.now();
  const again = queue(false);
  await again.start();
  const laterStartMs = performance.now() - t;

  // a backlog enqueued in transactions of 100 (as an import would), then drained by one worker
  t = performance.now();
  for (let i = 0; i < backlog; i += 100)
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(backlog, i + 100); j++)
        await producer.enqueue(tx, 'bench.noop', { at: Date.now() });
    });
  const enqueuePerS = backlog / ((performance.now() - t) / 1000);
  done = 0;
  t = performance.now();
  const worker = queue(true);
  await worker.start();
  while (done < backlog) await sleep(5);
  const drainPerS = backlog / ((performance.now() - t) / 1000);

  // one job at a time, each in its own transaction, enqueued where the worker runs (woken)
  starts.length = 0;
  done = 0;
  for (let i = 0; i < delaySamples; i++) {
    await database.db.transaction((tx) => worker.enqueue(tx, 'bench.noop', { at: Date.now() }));
    await sleep(20);
  }
  while (done < delaySamples) await sleep(5);
  const woken = [...starts];

  // enqueued elsewhere: the worker finds them by polling (every 2 s, the default)
  starts.length = 0;
  done = 0;
  const polledCount = 60;
  for (let i = 0; i < polledCount; i++) {
    await database.db.transaction((tx) => producer.enqueue(tx, 'bench.noop', { at: Date.now() }));
    await sleep(50);
  }
  while (done < polledCount) await sleep(5);
  const polled = [...starts];
  await worker.stop();
  await producer.stop();
  await again.stop();
  return {
    firstStartMs,
    laterStartMs,
    enqueuePerS,
    drainPerS,
    wokenP95Ms: p95(woken),
    wokenMedianMs: median(woken),
    polledP95Ms: p95(polled),
  };
}

function row(label: string, a: number, b: number | undefined, digits = 0) {
  const f = (x: number) => x.toFixed(digits);
  const ratio = b === undefined ? '' : `   ratio ${(a / b).toFixed(2)}`;
  console.log(
    `  ${label.padEnd(40)} PGlite ${f(a).padStart(8)}   PostgreSQL ${b === undefined ? '       –' : f(b).padStart(8)}${ratio}`,
  );
}

if (asked) {
  console.log(
    `jobs: ${backlog} no-op jobs, ${delaySamples} delay samples; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const lite = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const a = await measure(lite);
  await lite.close();
  let b: Figures | undefined;
  if (await prepareDatabase(url, { fresh: true })) {
    const server = await openDatabase({ kind: 'postgres', url });
    b = await measure(server);
    await server.close();
  } else console.log(`  (no PostgreSQL at ${url}: PGlite only)`);
  row('queue start, schema created (ms)', a.firstStartMs, b?.firstStartMs);
  row('queue start, schema there (ms)', a.laterStartMs, b?.laterStartMs, 1);
  row('enqueue in transactions (jobs/s)', a.enqueuePerS, b?.enqueuePerS);
  row('drain a backlog (no-op jobs/s)', a.drainPerS, b?.drainPerS);
  row('enqueue → start, same process p95 (ms)', a.wokenP95Ms, b?.wokenP95Ms);
  row('enqueue → start, same process p50 (ms)', a.wokenMedianMs, b?.wokenMedianMs);
  row('enqueue → start, polled p95 (ms)', a.polledP95Ms, b?.polledP95Ms);
  console.log(
    `  load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
