// What the API load benchmark and its profiler share: a throw-away PostgreSQL database, the real
// server and a bare Fastify as child processes, sign-in, an autocannon run, and CPU accounting.
// The servers run in processes of their own so that the load generator (this process) does not
// share an event loop with what it measures, as a client on another machine would not.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = join(ROOT, 'apps/server/src/server.ts');
export const BARE_ENTRY = join(import.meta.dirname, 'fastify-hello.ts');

export const DEMO_LOGIN = { username: 'owner@acme.test', password: 'Parley2026demo' } as const;
/** A write any signed-in user may make, on a key the schema accepts (packages/domain schemas/config.ts). */
export const WRITE_PATH = '/v3/user/config/color_scheme';
export const WRITE_BODY = JSON.stringify({ key: 'color_scheme', value: 'dark' });

// ── cleanup ──────────────────────────────────────────────────────────────────────────────────────

const cleanups: Array<() => Promise<void> | void> = [];

/** Registers work to undo at the end, run last-registered first, also on Ctrl-C. */
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn);
}

export async function cleanup(): Promise<void> {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.error(`cleanup: ${(err as Error).message}`);
    }
  }
}

// Ctrl-C must not leave a database behind or a server holding a port.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ── flags ────────────────────────────────────────────────────────────────────────────────────────

/** `--server-env KEY=VALUE` (repeatable): experiments such as LOG_LEVEL=warn without editing the server. */
export function parseServerEnv(pairs: readonly string[] | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`--server-env wants KEY=VALUE, got '${pair}'`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return env;
}

export function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} wants a positive number, got '${raw}'`);
  return n;
}

// ── database ─────────────────────────────────────────────────────────────────────────────────────

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  /** a connection to the maintenance database, for pg_stat_activity */
  admin: pg.Client;
}

/** A fresh database for this run, dropped at cleanup (FORCE: a killed server may leave sessions). */
export async function createDatabase(adminUrl: string): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `parley_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  onCleanup(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), admin };
}

// ── child processes ──────────────────────────────────────────────────────────────────────────────

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export interface Child {
  name: string;
  pid: number;
  base: string;
  logFile: string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

interface ChildOptions {
  name: string;
  entry: string;
  env: Record<string, string>;
  logFile: string;
  nodeFlags?: readonly string[];
  readyPath: string;
  timeoutMs?: number;
}

/**
 * Starts `node [flags] --import tsx <entry>` with stdout and stderr appended to `logFile`, as a
 * log collector would take them (and so that the terminal's speed is not measured), and waits until
 * `readyPath` answers 200.
 */
async function startChild(options: ChildOptions): Promise<Child> {
  const port = await freePort();
  const fd = openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), '--import', 'tsx', options.entry],
    {
      cwd: ROOT,
      // Only what node and tsx need from ours: a variable exported in this shell (LOG_LEVEL, DB_*)
      // must not change the configuration measured.
      env: { ...baseEnv(), ...options.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', fd, fd],
    },
  );
  closeSync(fd);
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  let alive = true;
  void exited.then(() => (alive = false));
  const stop = async () => {
    if (!alive) return;
    child.kill('SIGTERM');
    // The server drains and closes its pool on SIGTERM; --cpu-prof writes its file on that exit.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  onCleanup(stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (!alive)
      throw new Error(
        `${options.name} exited before it was ready; see ${options.logFile}\n${tail(options.logFile)}`,
      );
    try {
      const res = await fetch(base + options.readyPath);
      await res.arrayBuffer();
      if (res.ok)
        return { name: options.name, pid: child.pid!, base, logFile: options.logFile, exited, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${options.name} was not ready in time; see ${options.logFile}`);
}

export interface ParleyOptions {
  databaseUrl: string;
  logFile: string;
  seed: boolean;
  /** overrides, e.g. LOG_LEVEL=warn */
  env?: Record<string, string>;
  nodeFlags?: readonly string[];
}

/**
 * The server as `npm start` runs it on PostgreSQL, with its default configuration (LOG_LEVEL=info:
 * the figure asked for is with default logging). Only the general rate limit is lifted, or it
 * would refuse the load from one address after 3,000 requests a minute.
 */
export function startParley(options: ParleyOptions): Promise<Child> {
  return startChild({
    name: 'Parley',
    entry: SERVER_ENTRY,
    logFile: options.logFile,
    readyPath: '/readyz',
    ...(options.nodeFlags ? { nodeFlags: options.nodeFlags } : {}),
    env: {
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
      SEED_DEMO: String(options.seed),
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      ...options.env,
    },
  });
}

/**
 * The server as `npm start` runs it with no DATABASE_URL: the embedded database in a data
 * directory of its own (made, migrated and seeded at start), with the default configuration.
 */
export function startParleyEmbedded(options: {
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
}): Promise<Child> {
  return startChild({
    name: 'Parley (embedded)',
    entry: SERVER_ENTRY,
    logFile: options.logFile,
    readyPath: '/readyz',
    env: { DATA_DIR: options.dataDir, LOG_LEVEL: 'info', ...options.env },
  });
}

/** The peer: Fastify's hello world with its default options (no logger). */
export function startBareFastify(logFile: string, nodeFlags?: readonly string[]): Promise<Child> {
  return startChild({
    name: 'bare Fastify',
    entry: BARE_ENTRY,
    logFile,
    readyPath: '/',
    env: {},
    ...(nodeFlags ? { nodeFlags } : {}),
  });
}

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

function tail(file: string, bytes = 2000): string {
  try {
    const text = readFileSync(file, 'utf8');
    return text.slice(-bytes);
  } catch {
    return '';
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── sign-in ──────────────────────────────────────────────────────────────────────────────────────

/** Access tokens live 30 minutes; one older than this is replaced before the next run. */
const TOKEN_REUSE_MS = 20 * 60_000;

export class Session {
  private token = '';
  private issuedAt = 0;
  constructor(private readonly base: string) {}

  async authorization(): Promise<string> {
    if (Date.now() - this.issuedAt > TOKEN_REUSE_MS) {
      const res = await fetch(`${this.base}/v3/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_LOGIN),
      });
      const body = (await res.json()) as { payload?: Array<{ accessToken?: string }> };
      const token = body.payload?.[0]?.accessToken;
      if (!res.ok || !token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
      this.token = token;
      this.issuedAt = Date.now();
    }
    return `Bearer ${this.token}`;
  }
}

// ── load ─────────────────────────────────────────────────────────────────────────────────────────

export interface Target {
  label: string;
  base: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  /** asked again before every run, so a token that aged is renewed */
  headers?: () => Promise<Record<string, string>>;
  body?: string;
}

export interface LoadSummary {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  status5xx: number;
  statusCodes: Record<string, number>;
}

export function summarize(r: autocannon.Result): LoadSummary {
  return {
    // every answer over the run's wall time (the mean of per-second samples would drop a partial second)
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    status5xx: r['5xx'],
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
  };
}

export async function load(target: Target, connections: number, seconds: number): Promise<LoadSummary> {
  const headers = {
    ...(target.body ? { 'content-type': 'application/json' } : {}),
    ...(target.headers ? await target.headers() : {}),
  };
  const result = await autocannon({
    url: target.base + target.path,
    method: target.method,
    headers,
    ...(target.body ? { body: target.body } : {}),
    connections,
    duration: seconds,
  });
  return summarize(result);
}

/** Several requests in turn on every connection: the soak's traffic mix. */
export async function loadMix(
  base: string,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
): Promise<LoadSummary> {
  const result = await autocannon({ url: base, requests, connections, duration: seconds });
  return summarize(result);
}

// ── CPU accounting ───────────────────────────────────────────────────────────────────────────────
// On a 2-core machine the load generator, the server and PostgreSQL share the cores: who used how
// much says whether a figure is the server's limit or the machine's.

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** user + system CPU of a process, in milliseconds; 0 once it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may hold spaces: fields are counted after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLK_TCK) * 1000;
  } catch {
    return 0;
  }
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const n = line.trim().split(/\s+/).slice(1).map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: total - idle, total };
}

/** Share of all cores busy over `ms` milliseconds: other work on a shared machine skews every figure. */
export async function machineBusy(ms = 1000): Promise<number> {
  const a = machineTicks();
  await sleep(ms);
  const b = machineTicks();
  return (b.busy - a.busy) / (b.total - a.total || 1);
}

interface Snapshot {
  at: bigint;
  server: number;
  self: number;
  backends: Map<number, number>;
  machine: { busy: number; total: number };
  logBytes: number;
}

export interface Usage {
  wallMs: number;
  /** share of one core, 1 = a whole core */
  server: number;
  loadGenerator: number;
  postgres: number;
  /** share of all cores busy, 1 = every core */
  machine: number;
  logBytes: number;
}

/** CPU used by the server under load, this process (autocannon) and our database's backends. */
export class Meter {
  constructor(
    private readonly db: BenchDatabase | null,
    private readonly serverPid: number,
    private readonly logFile: string,
  ) {}

  private async backends(): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (!this.db) return out;
    const { rows } = await this.db.admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [this.db.name],
    );
    for (const { pid } of rows) out.set(pid, processCpuMs(pid));
    return out;
  }

  async snapshot(): Promise<Snapshot> {
    const { user, system } = process.cpuUsage();
    return {
      at: process.hrtime.bigint(),
      server: processCpuMs(this.serverPid),
      self: (user + system) / 1000,
      backends: await this.backends(),
      machine: machineTicks(),
      logBytes: fileSize(this.logFile),
    };
  }

  async since(before: Snapshot): Promise<Usage> {
    const after = await this.snapshot();
    const wallMs = Number(after.at - before.at) / 1e6;
    let postgres = 0;
    for (const [pid, ms] of after.backends) postgres += ms - (before.backends.get(pid) ?? 0);
    return {
      wallMs,
      server: (after.server - before.server) / wallMs,
      loadGenerator: (after.self - before.self) / wallMs,
      postgres: postgres / wallMs,
      machine: (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total || 1),
      logBytes: after.logBytes - before.logBytes,
    };
  }
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

// ── formatting ───────────────────────────────────────────────────────────────────────────────────

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const pct = (share: number) => `${Math.round(share * 100)}%`;
export const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());
