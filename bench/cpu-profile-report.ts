// Where a process's CPU went, from the .cpuprofile node writes under --cpu-prof.
//
//   npx tsx cpu-profile-report.ts <file.cpuprofile | directory> [--top 30] [--from µs] [--to µs]
//
// A directory's window.json ({ fromUs, toUs }, written by api-profile.ts) limits the samples to the
// time under load, so start-up (tsx compiling, migrations) and the idle tail are left out; the
// profile's timestamps are CLOCK_MONOTONIC microseconds, the same clock as process.hrtime().
//
// Five views: categories (each sample goes to the category of the frame nearest to it that has one:
// JSON.stringify called by pino is logging, a socket write called by pg is the driver's); self
// time by function; self time by package, natives and node internals charged to the nearest
// package that called them; self time by file; and packages inclusive (anywhere on the stack).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
export interface Window {
  fromUs: number;
  toUs: number;
}

const ROOT = resolve(import.meta.dirname, '..');

/** Categories other than Fastify's own code, and the packages or files that belong to each. */
const CATEGORIES: ReadonlyArray<readonly [string, (f: FrameInfo) => boolean]> = [
  [
    'logging (pino, Fastify request logs)',
    (f) =>
      [
        'pino',
        'sonic-boom',
        '@pinojs/redact',
        'fast-redact',
        'pino-std-serializers',
        'quick-format-unescaped',
        'safe-stable-stringify',
        'atomic-sleep',
        'thread-stream',
      ].includes(f.pkg) || /fastify\/lib\/(log-controller|logger-factory|logger-pino)\.js$/.test(f.url),
  ],
  ['helmet (security headers)', (f) => f.pkg === '@fastify/helmet' || f.pkg === 'helmet'],
  ['@fastify/rate-limit', (f) => f.pkg === '@fastify/rate-limit'],
  ['@fastify/cookie', (f) => f.pkg === '@fastify/cookie' || f.pkg === 'cookie'],
  ['JWT verify (jose)', (f) => f.pkg === 'jose'],
  ['zod (validation, claims parse)', (f) => f.pkg === 'zod' || f.pkg === 'fastify-type-provider-zod'],
  ['drizzle-orm (query building, mapping)', (f) => f.pkg === 'drizzle-orm'],
  [
    'pg driver (protocol, pool)',
    (f) => /^(pg|pg-pool|pg-protocol|pg-types|pg-connection-string|postgres-.*|pgpass)$/.test(f.pkg),
  ],
  ['request id (crypto.randomUUID)', (f) => f.functionName === 'randomUUID'],
  ['Parley code (hooks, routes, repositories)', (f) => f.pkg.startsWith('parley:')],
];

const FASTIFY_CORE = new Set([
  'fastify',
  'find-my-way',
  'avvio',
  'fast-json-stringify',
  'secure-json-parse',
  'fast-querystring',
  'fastify-plugin',
  'light-my-request',
  '@fastify/error',
  '@fastify/proxy-addr',
  '@fastify/forwarded',
  'toad-cache',
  'process-warning',
  'content-type',
  'fast-decode-uri-component',
]);

/**
 * Fastify runs a callback-style hook's successor from inside its `done()`, so every later hook and
 * the handler sit on the stack above the earlier hooks' frames. The hook runner's frames are where
 * one hook ends: the search for a sample's owner stops there.
 */
const isHookRunner = (f: FrameInfo) => /fastify\/lib\/hooks\.js$/.test(f.url);

interface FrameInfo {
  functionName: string;
  url: string;
  /** npm package, `parley:<workspace>`, `node:<module>`, `(native)` or a V8 pseudo-frame */
  pkg: string;
  file: string;
  line: number;
}

/** The package a script URL belongs to. */
export function packageOf(url: string): string {
  if (!url) return '(native)';
  const path = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (path.startsWith('node:')) {
    // node:internal/streams/writable → node:streams; node:_http_server → node:http
    const name = path.slice(5).replace(/^internal\//, '');
    const top = name.split('/')[0]!;
    return `node:${top.replace(/^_/, '').replace(/^http_.*/, 'http')}`;
  }
  for (const ws of ['apps/server', 'packages/domain', 'apps/web', 'bench']) {
    if (path.includes(`/${ws}/`)) return `parley:${ws}`;
  }
  return path;
}

function shortFile(url: string): string {
  if (!url) return '(native)';
  const path = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) return path.slice(nm + '/node_modules/'.length);
  return path.startsWith(ROOT) ? path.slice(ROOT.length + 1) : path.replace(/^\/tmp\/[^/]+\//, '');
}

const PSEUDO = new Set(['(garbage collector)', '(idle)', '(program)', '(root)']);

/**
 * The category of a sample: the nearest frame to the leaf that belongs to one (JSON.stringify under
 * pino is logging, a query's socket write under pg is the driver's), not looking past the hook
 * runner; failing that, Fastify's own code if it was on the way, else node internals.
 */
function categorize(chain: readonly FrameInfo[]): string {
  const leaf = chain[0]!;
  if (PSEUDO.has(leaf.functionName)) return leaf.functionName;
  let core = false;
  for (const frame of chain) {
    for (const [name, test] of CATEGORIES) if (test(frame)) return name;
    if (FASTIFY_CORE.has(frame.pkg)) core = true;
    if (isHookRunner(frame)) break;
  }
  if (core) return 'Fastify core (routing, hooks, reply)';
  return leaf.pkg.startsWith('node:') || leaf.pkg === '(native)'
    ? 'node internals (http, net, streams, timers)'
    : 'other';
}

export interface Report {
  windowMs: number;
  sampledMs: number;
  categories: Array<[string, number]>;
  functions: Array<[string, number]>;
  packages: Array<[string, number]>;
  files: Array<[string, number]>;
  inclusive: Array<[string, number]>;
}

export function analyse(profile: CpuProfile, window?: Window): Report {
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const c of node.children ?? []) parent.set(c, node.id);
  }
  const info = new Map<number, FrameInfo>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = PSEUDO.has(functionName) ? functionName : packageOf(url);
    info.set(node.id, {
      functionName: functionName || '(anonymous)',
      url,
      pkg,
      file: PSEUDO.has(functionName) ? functionName : shortFile(url),
      line: lineNumber + 1,
    });
  }
  // Per node, computed once: its category, its owning package and the packages on its stack.
  const categoryOf = new Map<number, string>();
  const ownerOf = new Map<number, string>();
  const stackPkgs = new Map<number, Set<string>>();
  for (const node of profile.nodes) {
    const leaf = info.get(node.id)!;
    const chain: FrameInfo[] = [];
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id))
      chain.push(info.get(id)!);
    categoryOf.set(node.id, categorize(chain));
    const owner = chain.find((f) => !f.pkg.startsWith('node:') && f.pkg !== '(native)' && !PSEUDO.has(f.pkg));
    ownerOf.set(node.id, owner ? owner.pkg : leaf.pkg);
    stackPkgs.set(node.id, new Set(chain.map((f) => f.pkg)));
  }

  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  const files = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = profile.startTime;
  let sampled = 0;
  const from = window?.fromUs ?? -Infinity;
  const to = window?.toUs ?? Infinity;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) continue;
    // A sample stands for the time until the next one.
    const next = profile.timeDeltas[i + 1];
    const us = next !== undefined && next > 0 ? next : 0;
    const id = profile.samples[i]!;
    const f = info.get(id)!;
    sampled += us;
    add(categories, categoryOf.get(id)!, us);
    // V8 names a regular expression's code after its source, which can run to kilobytes
    const name = f.functionName.length > 80 ? `${f.functionName.slice(0, 77)}...` : f.functionName;
    add(functions, `${name}  ${f.file}:${f.line}`, us);
    add(packages, ownerOf.get(id)!, us);
    add(files, f.file, us);
    for (const pkg of stackPkgs.get(id)!) add(inclusive, pkg, us);
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  const windowUs = Math.min(to, profile.endTime) - Math.max(from, profile.startTime);
  return {
    windowMs: windowUs / 1000,
    sampledMs: sampled / 1000,
    categories: sorted(categories),
    functions: sorted(functions),
    packages: sorted(packages),
    files: sorted(files),
    inclusive: sorted(inclusive).filter(([k]) => !PSEUDO.has(k)),
  };
}

export function formatReport(report: Report, top = 30): string {
  const busy = report.sampledMs - (report.categories.find(([k]) => k === '(idle)')?.[1] ?? 0) / 1000;
  const out: string[] = [
    `window ${(report.windowMs / 1000).toFixed(1)} s, sampled ${(report.sampledMs / 1000).toFixed(1)} s, ` +
      `busy (not idle) ${(busy / 1000).toFixed(1)} s = ${((busy / report.sampledMs) * 100).toFixed(0)}% of the main thread`,
  ];
  const table = (title: string, rows: Array<[string, number]>, n: number) => {
    out.push('', `${title}   (% of busy time)`);
    for (const [name, us] of rows.filter(([name]) => !name.startsWith('(idle)')).slice(0, n)) {
      const share = us / 1000 / busy;
      out.push(`  ${(share * 100).toFixed(1).padStart(5)}%  ${(us / 1e6).toFixed(2).padStart(6)} s  ${name}`);
    }
  };
  table('by category (nearest frame that has one)', report.categories, 100);
  table(`top ${top} functions, self time`, report.functions, top);
  table(
    `top ${top} packages, self time (node internals and natives charged to the calling package)`,
    report.packages,
    top,
  );
  table(`top ${top} files, self time`, report.files, top);
  table(`top ${top} packages, inclusive (on the stack)`, report.inclusive, top);
  return out.join('\n');
}

export function loadProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
}

/**
 * The main thread's profile in a directory: tsx's module hooks run on a thread of their own, which
 * writes a profile too; the one with the most samples in the window is the one that served.
 */
export function mainProfile(dir: string, window?: Window): { file: string; profile: CpuProfile } {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (!files.length) throw new Error(`no .cpuprofile in ${dir}`);
  let best: { file: string; profile: CpuProfile; n: number } | undefined;
  for (const f of files) {
    const profile = loadProfile(join(dir, f));
    // An idle thread is sampled as often as a busy one: count the samples that are not idle.
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    let t = profile.startTime;
    let n = 0;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i] ?? 0;
      if ((!window || (t >= window.fromUs && t <= window.toUs)) && !idle.has(profile.samples[i]!)) n++;
    }
    if (!best || n > best.n) best = { file: join(dir, f), profile, n };
  }
  return best!;
}

export function readWindow(dir: string): Window | undefined {
  const file = join(dir, 'window.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Window) : undefined;
}

// Run directly: report on a file or a directory.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
  });
  const target = positionals[0];
  if (!target) {
    console.error(
      'usage: tsx cpu-profile-report.ts <file.cpuprofile | directory> [--top 30] [--from µs] [--to µs]',
    );
    process.exit(2);
  }
  let window: Window | undefined =
    values.from || values.to
      ? { fromUs: Number(values.from ?? -Infinity), toUs: Number(values.to ?? Infinity) }
      : undefined;
  let file = target;
  let profile: CpuProfile;
  if (statSync(target).isDirectory()) {
    window ??= readWindow(target);
    ({ file, profile } = mainProfile(target, window));
  } else {
    profile = loadProfile(target);
  }
  console.log(`${file}\n${formatReport(analyse(profile, window), Number(values.top ?? 30))}`);
}
