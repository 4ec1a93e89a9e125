// `npm run bench:api:profile -w @parley/bench`: where the server's CPU goes under load. Each route is
// loaded on a server of its own started with `node --cpu-prof`, so one profile holds one route; only
// the samples taken while autocannon ran are counted (see cpu-profile-report.ts).
//
//   npm run bench:api:profile -w @parley/bench                       # /healthz, then the config read
//   npm run bench:api:profile -w @parley/bench -- --routes bare,healthz,read,write --out /tmp/prof
//   npm run bench:api:profile -w @parley/bench -- --server-env LOG_LEVEL=warn
//
// Flags: --routes (bare, healthz, read, write; default healthz,read), --seconds N (15), --warmup N
// (3), --connections N (50), --interval µs (sampling, 1000), --top N (30), --server-env KEY=VALUE
// (repeatable), --out DIR (profiles and reports are kept there; a temp dir by default), --pg-url URL.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Child,
  DEFAULT_ADMIN_URL,
  Meter,
  Session,
  type Target,
  WRITE_BODY,
  WRITE_PATH,
  cleanup,
  createDatabase,
  int,
  load,
  ms,
  parseServerEnv,
  pct,
  positiveNumber,
  startBareFastify,
  startParley,
} from './api-harness';
import { analyse, formatReport, mainProfile } from './cpu-profile-report';

const { values: flags } = parseArgs({
  options: {
    routes: { type: 'string', default: 'healthz,read' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    interval: { type: 'string' },
    top: { type: 'string' },
    'server-env': { type: 'string', multiple: true },
    out: { type: 'string' },
    'pg-url': { type: 'string' },
  },
});
const routes = flags.routes.split(',').map((r) => r.trim());
const seconds = positiveNumber('seconds', flags.seconds, 15);
const warmup = positiveNumber('warmup', flags.warmup, 3);
const connections = Math.round(positiveNumber('connections', flags.connections, 50));
const interval = Math.round(positiveNumber('interval', flags.interval, 1000));
const top = Math.round(positiveNumber('top', flags.top, 30));
const serverEnv = parseServerEnv(flags['server-env']);
const out = flags.out ? resolve(flags.out) : mkdtempSync(join(tmpdir(), 'parley-profile-'));

const ROUTES: Record<
  string,
  { label: string; method: 'GET' | 'PUT'; path: string; auth: boolean; body?: string }
> = {
  bare: { label: 'bare Fastify GET /', method: 'GET', path: '/', auth: false },
  healthz: { label: 'GET /healthz', method: 'GET', path: '/healthz', auth: false },
  read: { label: 'GET /v3/accounts/config', method: 'GET', path: '/v3/accounts/config', auth: true },
  write: { label: `PUT ${WRITE_PATH}`, method: 'PUT', path: WRITE_PATH, auth: true, body: WRITE_BODY },
};
for (const r of routes)
  if (!ROUTES[r]) throw new Error(`unknown route '${r}': ${Object.keys(ROUTES).join(', ')}`);

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 2;
} finally {
  await cleanup();
}
process.exit(exitCode);

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const db = await createDatabase(flags['pg-url'] ?? DEFAULT_ADMIN_URL);
  // Migrated and seeded once, unprofiled: the profiled starts then only check the migrations.
  const seeding = await startParley({ databaseUrl: db.url, logFile: join(out, 'seed.log'), seed: true });
  await seeding.stop();

  const figures: Array<[string, number]> = [];
  for (const key of routes) {
    const route = ROUTES[key]!;
    const dir = join(out, key);
    mkdirSync(dir, { recursive: true });
    const nodeFlags = ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', String(interval)];
    const logFile = join(dir, 'server.log');
    const server: Child =
      key === 'bare'
        ? await startBareFastify(logFile, nodeFlags)
        : await startParley({ databaseUrl: db.url, logFile, seed: false, env: serverEnv, nodeFlags });
    const session = new Session(server.base);
    const target: Target = {
      label: route.label,
      base: server.base,
      method: route.method,
      path: route.path,
      ...(route.auth ? { headers: async () => ({ authorization: await session.authorization() }) } : {}),
      ...(route.body ? { body: route.body } : {}),
    };
    await load(target, connections, warmup);
    const meter = new Meter(key === 'bare' ? null : db, server.pid, logFile);
    const before = await meter.snapshot();
    const fromUs = nowUs();
    const result = await load(target, connections, seconds);
    const toUs = nowUs();
    const usage = await meter.since(before);
    await server.stop();
    const window = { fromUs, toUs };
    writeFileSync(join(dir, 'window.json'), JSON.stringify(window));

    const { file, profile } = mainProfile(dir, window);
    const summary =
      `${route.label}: ${int(result.rps)} req/s under the profiler, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}; server ${pct(usage.server)} of a core, ` +
      `postgres ${pct(usage.postgres)}, machine ${pct(usage.machine)}` +
      (Object.keys(serverEnv).length ? `; server env ${JSON.stringify(serverEnv)}` : '');
    const report = `${summary}\n${file}\n${formatReport(analyse(profile, window), top)}\n`;
    writeFileSync(join(dir, 'report.txt'), report);
    console.log(`\n━━ ${report}`);
    figures.push([route.label, result.rps]);
  }
  console.log('\nreq/s under the profiler:');
  for (const [label, rps] of figures) console.log(`  ${label.padEnd(34)} ${int(rps).padStart(7)}`);
  console.log(`\nProfiles and reports: ${out}`);
}
