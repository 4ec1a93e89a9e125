// `npm run bench:login-flood`: 60 concurrent wrong sign-ins from one address against the real server
// (its own process, real HTTP, default configuration: scrypt N=2^17, the embedded database in a
// fresh data directory), as issue 22's review fired them. Printed: each flood's p50/p95/max answer
// time, its status codes and how many had no answer within 30 s, next to peers measured in the same
// run on the same server: one right sign-in alone (a single scrypt check: the floor) and 60
// concurrent GET /healthz. A probe of /healthz every 500 ms during the flood says whether the rest
// of the API waited too. The load average is printed with each figure: this is a shared machine.
//
// Two floods, each on a fresh server: 60 wrong passwords for one username (the throttle per
// username lets only some reach scrypt) and 60 different unknown usernames (only the limit per
// address stops them). Flags: --requests N (60), --timeout-ms N (30000), --keep (keep data and log).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEMO_LOGIN,
  cleanup,
  ms,
  onCleanup,
  positiveNumber,
  sleep,
  startParleyEmbedded,
} from './api-harness';

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string' },
    'timeout-ms': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const REQUESTS = positiveNumber('requests', flags.requests, 60);
const TIMEOUT_MS = positiveNumber('timeout-ms', flags['timeout-ms'], 30_000);

interface Timed {
  ms: number;
  /** null: no answer within the timeout */
  status: number | null;
}

async function timedFetch(url: string, init: RequestInit = {}): Promise<Timed> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  } catch {
    return { ms: performance.now() - t0, status: null };
  }
}

const signIn = (base: string, username: string, password: string) =>
  timedFetch(`${base}/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function report(label: string, results: readonly Timed[]): void {
  const answered = results.filter((r) => r.status !== null);
  const times = answered.map((r) => r.ms).sort((a, b) => a - b);
  const codes = new Map<string, number>();
  for (const r of results) {
    const key = r.status === null ? 'none' : String(r.status);
    codes.set(key, (codes.get(key) ?? 0) + 1);
  }
  const statuses = [...codes].map(([code, n]) => `${n}×${code}`).join(' ');
  console.log(
    `  ${label.padEnd(38)} p50 ${ms(quantile(times, 0.5)).padStart(6)} ms  p95 ${ms(quantile(times, 0.95)).padStart(6)} ms  ` +
      `max ${ms(times.at(-1) ?? NaN).padStart(6)} ms  unanswered ${results.length - answered.length}/${results.length}  [${statuses}]  load ${load()}`,
  );
}

/** Probes /healthz every 500 ms until `done` settles: the rest of the API during the flood. */
async function probeDuring(base: string, done: Promise<unknown>): Promise<Timed[]> {
  const probes: Array<Promise<Timed>> = [];
  let over = false;
  void done.finally(() => (over = true));
  while (!over) {
    probes.push(timedFetch(`${base}/healthz`));
    await sleep(500);
  }
  return Promise.all(probes);
}

async function run(flood: { label: string; username: (i: number) => string }): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-login-flood-'));
  const logFile = join(dataDir, 'server.log');
  if (!flags.keep) onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startParleyEmbedded({ dataDir, logFile });
  console.log(`\n${flood.label} (data and log in ${dataDir}; load before: ${load()})`);

  // peers first, on the same server: a right sign-in is given back by the throttle, so it does not
  // use up the budget the flood meets
  const floor: Timed[] = [];
  for (let i = 0; i < 3; i++) floor.push(await signIn(server.base, DEMO_LOGIN.username, DEMO_LOGIN.password));
  report('one right sign-in alone (×3, in turn)', floor);
  report(
    `${REQUESTS} concurrent GET /healthz`,
    await Promise.all(Array.from({ length: REQUESTS }, () => timedFetch(`${server.base}/healthz`))),
  );

  const wrong = Promise.all(
    Array.from({ length: REQUESTS }, (_, i) => signIn(server.base, flood.username(i), `Wrong-Password-${i}`)),
  );
  const probes = probeDuring(server.base, wrong);
  report(`${REQUESTS} concurrent wrong sign-ins`, await wrong);
  report('GET /healthz every 500 ms meanwhile', await probes);
  await server.stop();
}

try {
  console.log(
    `login flood: ${REQUESTS} concurrent wrong sign-ins from one address, answers awaited ${TIMEOUT_MS} ms`,
  );
  await run({ label: 'one username (a demo user)', username: () => 'supervisor@acme.test' });
  await run({ label: `${REQUESTS} unknown usernames`, username: (i) => `flood-${i}@bench.test` });
} finally {
  await cleanup();
}
