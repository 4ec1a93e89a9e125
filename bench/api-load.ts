// `npm run bench:api`: the API under load over HTTP, on PostgreSQL, with its default configuration,
// against a bare Fastify hello world measured in the same run on the same machine. Not part of
// `npm run bench` (it needs a PostgreSQL server and takes about three minutes).
//
//   npm run bench:api       # 2 rounds × 4 routes × 10 s, then a 60 s soak: about 3 minutes
//
// Flags reach it through the workspace (from the root, npm would take them as its own settings):
//   npm run bench:api -w @parley/bench -- --seconds 3 --soak-seconds 5   # a quick look
//   npm run bench:api -w @parley/bench -- --server-env LOG_LEVEL=warn    # an experiment
//
// Flags: --seconds N (each measured run, 10), --warmup N (before each run, 3), --rounds N (2),
// --connections N (50), --routes bare,healthz,read,write,list,search (the default; bare is always run, the
// ratios need it), --soak-seconds N (60, 0 skips), --soak-connections N (100),
// --server-env KEY=VALUE (repeatable), --pg-url URL (maintenance database), --keep (keep the log).
//
// The exit code is 1 when the soak saw an error, a timeout or any answer outside 2xx: the ratios
// are figures to read (like the other benchmarks), the soak is a pass or a fail.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  type Child,
  DEFAULT_ADMIN_URL,
  type LoadSummary,
  Meter,
  Session,
  type Target,
  type Usage,
  WRITE_BODY,
  WRITE_PATH,
  cleanup,
  createDatabase,
  int,
  load,
  loadMix,
  machineBusy,
  ms,
  onCleanup,
  parseServerEnv,
  pct,
  positiveNumber,
  startBareFastify,
  startParley,
} from './api-harness';

// The contact search as the phone picker sends it (doc 001 §7), for a number fragment.
const SEARCH_PATH = '/v4/contact/search';
const SEARCH_BODY = JSON.stringify({
  from: 0,
  size: 10000,
  statements: [{ variable: 'phonenumber1', operation: 'contains', negated: false, value: '312' }],
});

// Targets of the issue: each route's throughput over the bare hello world's, in the same run.
const TARGET_RATIO: Record<string, number> = { healthz: 0.3, read: 0.05 };

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
    routes: { type: 'string', default: 'bare,healthz,read,write,list,search' },
    'soak-seconds': { type: 'string' },
    'soak-connections': { type: 'string' },
    'server-env': { type: 'string', multiple: true },
    'pg-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const seconds = positiveNumber('seconds', flags.seconds, 10);
const warmup = flags.warmup === '0' ? 0 : positiveNumber('warmup', flags.warmup, 3);
const rounds = Math.round(positiveNumber('rounds', flags.rounds, 2));
const connections = Math.round(positiveNumber('connections', flags.connections, 50));
const soakSeconds =
  flags['soak-seconds'] === '0' ? 0 : positiveNumber('soak-seconds', flags['soak-seconds'], 60);
const soakConnections = Math.round(positiveNumber('soak-connections', flags['soak-connections'], 100));
const serverEnv = parseServerEnv(flags['server-env']);
const routes = new Set(['bare', ...flags.routes.split(',').map((r) => r.trim())]);
for (const r of routes)
  if (!['bare', 'healthz', 'read', 'write', 'list', 'search'].includes(r))
    throw new Error(`unknown route '${r}'`);

const started = performance.now();
let exitCode = 0;
try {
  exitCode = await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 2;
} finally {
  await cleanup();
}
console.log(`\nbench:api took ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(exitCode);

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-bench-api-'));
  if (!flags.keep) onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  // Before anything of ours runs: whatever is busy now is someone else's work, and slows every figure.
  const idleBusy = await machineBusy();
  const db = await createDatabase(flags['pg-url'] ?? DEFAULT_ADMIN_URL);

  console.log(`Starting Parley on PostgreSQL (database ${db.name}, migrate and seed) and a bare Fastify…`);
  const parleyLog = join(dir, 'parley.log');
  const [parley, bare] = await Promise.all([
    startParley({ databaseUrl: db.url, logFile: parleyLog, seed: true, env: serverEnv }),
    startBareFastify(join(dir, 'bare-fastify.log')),
  ]);
  const session = new Session(parley.base);
  const bearer = async () => ({ authorization: await session.authorization() });
  await bearer(); // signs in once before any timing

  const allTargets: Array<Target & { key: string; server: Child }> = [
    { key: 'bare', label: 'bare Fastify GET /', base: bare.base, method: 'GET', path: '/', server: bare },
    {
      key: 'healthz',
      label: 'GET /healthz',
      base: parley.base,
      method: 'GET',
      path: '/healthz',
      server: parley,
    },
    {
      key: 'read',
      label: 'GET /v3/accounts/config',
      base: parley.base,
      method: 'GET',
      path: '/v3/accounts/config',
      headers: bearer,
      server: parley,
    },
    {
      key: 'write',
      label: `PUT ${WRITE_PATH}`,
      base: parley.base,
      method: 'PUT',
      path: WRITE_PATH,
      headers: bearer,
      body: WRITE_BODY,
      server: parley,
    },
    {
      // a list route of the resource kit: a keyset page of the account's users, searched
      key: 'list',
      label: 'GET /v3/users?q=a&limit=100',
      base: parley.base,
      method: 'GET',
      path: '/v3/users?q=a&limit=100',
      headers: bearer,
      server: parley,
    },
    {
      // the contact pickers' phone-number substring search (doc 001 §7), served by the trigram index
      key: 'search',
      label: `POST ${SEARCH_PATH}`,
      base: parley.base,
      method: 'POST',
      path: SEARCH_PATH,
      headers: bearer,
      body: SEARCH_BODY,
      server: parley,
    },
  ];
  const targets = allTargets.filter((t) => routes.has(t.key));

  const envNote = Object.keys(serverEnv).length
    ? ` Parley with ${Object.entries(serverEnv)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}.`
    : ' Parley with its defaults (LOG_LEVEL=info, logs to a file).';
  console.log(
    `${rounds} round(s) of ${seconds} s per route after ${warmup} s of warm-up, ${connections} connections.${envNote}`,
  );
  console.log(
    `Machine before the servers started: ${pct(idleBusy)} of ${cpus().length} cores busy` +
      (idleBusy > 0.15 ? ' (other work is running: expect low and noisy figures)' : '') +
      '\n',
  );

  const runs = new Map<string, Array<{ load: LoadSummary; usage: Usage }>>();
  let warmupTrouble = 0;
  for (let round = 1; round <= rounds; round++) {
    // Every other round runs in the opposite order, so a slow spell of this shared machine does not
    // always fall on the same route.
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    for (const target of order) {
      if (warmup > 0) {
        const w = await load(target, connections, warmup);
        warmupTrouble += w.errors + w.timeouts + w.non2xx;
      }
      const meter = new Meter(target.server === parley ? db : null, target.server.pid, target.server.logFile);
      const before = await meter.snapshot();
      const result = await load(target, connections, seconds);
      const usage = await meter.since(before);
      runs.set(target.key, [...(runs.get(target.key) ?? []), { load: result, usage }]);
      console.log(
        `  round ${round}  ${target.label.padEnd(34)} ${int(result.rps).padStart(7)} req/s  ` +
          `p50 ${ms(result.p50)} ms  p99 ${ms(result.p99)} ms  server ${pct(usage.server)} of a core` +
          (othersOf(usage) > 0.15 ? `  (other work: ${pct(othersOf(usage))} of a core)` : ''),
      );
    }
  }
  if (warmupTrouble) console.log(`  (warm-up runs saw ${warmupTrouble} errors, timeouts or non-2xx answers)`);

  printSummary(targets, runs);

  let soakFailed = false;
  if (soakSeconds > 0) soakFailed = await soak(parley, db, bearer);

  const problems = await scanLog(parleyLog);
  console.log(
    `\nParley's log: ${(problems.bytes / 1e6).toFixed(0)} MB, ${int(problems.lines)} lines, ` +
      `${problems.errors} at level error or above${flags.keep ? ` (kept: ${parleyLog})` : ''}.`,
  );
  if (problems.firstError) console.log(`  first: ${problems.firstError.slice(0, 300)}`);
  return soakFailed ? 1 : 0;
}

function printSummary(
  targets: ReadonlyArray<Target & { key: string }>,
  runs: Map<string, Array<{ load: LoadSummary; usage: Usage }>>,
): void {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const rpsOf = (key: string) => mean((runs.get(key) ?? []).map((r) => r.load.rps));
  const bareRps = rpsOf('bare');

  console.log(
    '\nroute                             req/s  × bare  p50 ms  p99 ms  non-2xx  errors' +
      '  server  postgres  client  others  server µs/req  pg µs/req  log B/req',
  );
  for (const t of targets) {
    const rs = runs.get(t.key) ?? [];
    const rps = rpsOf(t.key);
    const requests = Math.max(
      rs.reduce((a, r) => a + r.load.requests, 0),
      1,
    );
    const sum = (f: (r: { load: LoadSummary; usage: Usage }) => number) => rs.reduce((a, r) => a + f(r), 0);
    // CPU time one answer costs the server process and PostgreSQL (share of a core × wall time).
    const usPerReq = (f: (u: Usage) => number) => (sum((r) => f(r.usage) * r.usage.wallMs) * 1000) / requests;
    console.log(
      [
        t.label.padEnd(30),
        int(rps).padStart(8),
        (rps / bareRps).toFixed(3).padStart(7),
        ms(mean(rs.map((r) => r.load.p50))).padStart(7),
        ms(Math.max(...rs.map((r) => r.load.p99))).padStart(7),
        int(sum((r) => r.load.non2xx)).padStart(8),
        int(sum((r) => r.load.errors + r.load.timeouts)).padStart(7),
        pct(mean(rs.map((r) => r.usage.server))).padStart(7),
        pct(mean(rs.map((r) => r.usage.postgres))).padStart(9),
        pct(mean(rs.map((r) => r.usage.loadGenerator))).padStart(7),
        pct(mean(rs.map((r) => othersOf(r.usage)))).padStart(7),
        int(usPerReq((u) => u.server)).padStart(14),
        int(usPerReq((u) => u.postgres)).padStart(10),
        int(sum((r) => r.usage.logBytes) / requests).padStart(10),
      ].join(' '),
    );
  }
  console.log(
    '(req/s: mean of the rounds; p50: mean; p99: worst round. CPU as a share of one core: server;\n' +
      ' postgres, this database’s backends; client, autocannon in this process; others, everything\n' +
      ' else on the machine, which the cores are shared with.)',
  );
  const gen = Math.max(...(runs.get('bare') ?? []).map((r) => r.usage.loadGenerator));
  if (gen > 0.9)
    console.log(
      `Note: autocannon used ${pct(gen)} of a core against the bare Fastify: the peer figure is partly the\n` +
        'load generator’s limit on this machine, so the ratios below are if anything flattering.',
    );

  // The server's CPU time per answer, over the bare Fastify's: what the ratio of req/s would be if
  // each server had a core to itself. Other work on the machine hurts the bare Fastify most (it
  // needs the client and the server at full speed at once), which flatters the req/s ratio.
  const cpuPerReq = (key: string) => {
    const rs = runs.get(key) ?? [];
    const requests = rs.reduce((a, r) => a + r.load.requests, 0);
    return rs.reduce((a, r) => a + r.usage.server * r.usage.wallMs, 0) / Math.max(requests, 1);
  };
  const others = Math.max(...[...runs.values()].flat().map((r) => othersOf(r.usage)));
  console.log('');
  if (others > 0.25)
    console.log(
      `Other work took up to ${pct(others)} of a core during the runs: the req/s ratios are not reliable,\n` +
        'the CPU ratios less affected. Run again on a quiet machine.',
    );
  for (const t of targets) {
    const target = TARGET_RATIO[t.key];
    if (target === undefined) continue;
    const ratio = rpsOf(t.key) / bareRps;
    const cpuRatio = cpuPerReq('bare') / cpuPerReq(t.key);
    console.log(
      `${t.label.padEnd(28)} ${ratio.toFixed(3)}× the bare Fastify  (target ≥ ${target.toFixed(2)}×: ` +
        `${ratio >= target ? 'met' : 'NOT met'});  by server CPU per answer ${cpuRatio.toFixed(3)}×`,
    );
  }
}

/** Cores busy with work that is neither the server, its database backends nor autocannon. */
function othersOf(u: Usage): number {
  return Math.max(0, u.machine * cpus().length - u.server - u.postgres - u.loadGenerator);
}

/** Many connections for a minute on a mix of reads, health checks and writes: nothing may fail. */
async function soak(
  parley: Child,
  db: Awaited<ReturnType<typeof createDatabase>>,
  bearer: () => Promise<Record<string, string>>,
): Promise<boolean> {
  const auth = await bearer();
  const read = { method: 'GET', path: '/v3/accounts/config', headers: auth };
  const health = { method: 'GET', path: '/healthz' };
  const write = {
    method: 'PUT',
    path: WRITE_PATH,
    headers: { ...auth, 'content-type': 'application/json' },
    body: WRITE_BODY,
  };
  // Each connection loops over this: half reads, a third health checks, one write in six.
  const mix = [read, health, read, health, read, write];
  console.log(
    `\nSoak: ${soakConnections} connections for ${soakSeconds} s, each looping over ` +
      '3 authenticated reads, 2 /healthz and 1 write…',
  );
  const meter = new Meter(db, parley.pid, parley.logFile);
  const before = await meter.snapshot();
  const result = await loadMix(parley.base, mix, soakConnections, soakSeconds);
  const usage = await meter.since(before);
  const codes = Object.entries(result.statusCodes)
    .map(([code, n]) => `${code}: ${int(n)}`)
    .join(', ');
  console.log(
    `  ${int(result.rps)} req/s  p50 ${ms(result.p50)} ms  p99 ${ms(result.p99)} ms  ` +
      `server ${pct(usage.server)} of a core, postgres ${pct(usage.postgres)}`,
  );
  console.log(
    `  ${int(result.requests)} answers (${codes || 'none'}); errors ${result.errors}, ` +
      `timeouts ${result.timeouts}, non-2xx ${result.non2xx}, 5xx ${result.status5xx}`,
  );
  const failed = result.errors + result.timeouts + result.non2xx > 0 || result.requests === 0;
  console.log(`  soak: ${failed ? 'FAILED' : 'passed'}`);
  return failed;
}

/** Counts the lines at level error (50) or fatal (60) in the server's JSON log. */
async function scanLog(
  file: string,
): Promise<{ bytes: number; lines: number; errors: number; firstError?: string }> {
  let bytes = 0;
  let lines = 0;
  let errors = 0;
  let firstError: string | undefined;
  const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of rl) {
    lines++;
    bytes += line.length + 1;
    if (line.includes('"level":50') || line.includes('"level":60')) {
      errors++;
      firstError ??= line;
    }
  }
  return { bytes, lines, errors, ...(firstError ? { firstError } : {}) };
}
