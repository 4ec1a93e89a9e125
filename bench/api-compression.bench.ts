// `npm run bench:compression`: what compressing an API answer costs and saves, on real answers of
// the contact search (the largest list the portal asks for: up to 5,000 rows) cut to about 1 KB,
// 10 KB, 100 KB and 1 MB. For each: the CPU time of gzip and brotli at several levels on that
// answer, next to the time the server takes for the request without compression (the peer, in
// the same run), and the request with the app's compression on, in turns with the peer.
//
//   npm run bench:compression [-- --rounds 30]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/db/seed';
import { bulkContacts } from '../apps/server/src/db/seeds/contacts';
import { fmt, medianNs } from './measure';

const { values: flags } = parseArgs({
  options: { rounds: { type: 'string', default: '30' } },
  strict: false,
});
const rounds = Number(flags.rounds);
const TARGETS = [1_000, 10_000, 100_000, 1_000_000];
/** Contacts added to Acme's 300: enough rows for a 1 MB answer, under the search's 5,000 cap. */
const EXTRA_CONTACTS = 4_000;

const config = testConfig({ scryptN: 2 ** 10, rateLimitPerMinute: 1_000_000 });
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await database.migrate();
await seedDemo(database.db, config.scryptN);
await bulkContacts(database.db, DEMO_ACCOUNTS.acme.accountSid, EXTRA_CONTACTS);
const app = await buildApp(config, database);
await app.ready();

const login = await app.inject({
  method: 'POST',
  url: '/v3/auth/login',
  payload: { username: 'owner@acme.test', password: 'Parley2026demo' },
});
const token = (login.json() as { payload: Array<{ accessToken: string }> }).payload[0]!.accessToken;
const search = (size: number, acceptEncoding?: string) =>
  app.inject({
    method: 'POST',
    url: '/v4/contact/search',
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: { from: 0, size, statements: [] },
  });

/** The page size whose answer is closest to `bytes` (answers grow with the rows, so a bisection). */
async function sizeFor(bytes: number): Promise<number> {
  let [lo, hi] = [1, EXTRA_CONTACTS];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await search(mid)).rawPayload.length < bytes) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const CODECS: Array<[name: string, compress: (b: Buffer) => Buffer]> = [
  ['gzip 1', (b) => gzipSync(b, { level: 1 })],
  ['gzip 6', (b) => gzipSync(b, { level: 6 })],
  ['br 1', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })],
  ['br 4', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })],
  ['br 6', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })],
  ['br 11', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
];

const oneMinuteLoad = () => loadavg()[0] ?? 0;
const load = [oneMinuteLoad()];
console.log(
  `API answer compression: POST /v4/contact/search as owner@acme.test, PGlite, in-process (inject), ` +
    `median of ${rounds}`,
);
/**
 * Median ns of each request, measured in turns (each round runs every variant, starting with a
 * different one) so that the machine's load moves them all alike.
 */
async function inTurns(variants: Array<() => Promise<unknown>>): Promise<number[]> {
  const samples = variants.map(() => [] as number[]);
  for (let round = -3; round < rounds; round++)
    for (let k = 0; k < variants.length; k++) {
      const i = (k + Math.max(0, round)) % variants.length;
      const t0 = process.hrtime.bigint();
      await variants[i]!();
      if (round >= 0) samples[i]!.push(Number(process.hrtime.bigint() - t0));
    }
  return samples.map((xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!);
}

const ACCEPT = ['', 'br, gzip', 'gzip'] as const;
for (const target of TARGETS) {
  const size = await sizeFor(target);
  const answers = await Promise.all(ACCEPT.map((accept) => search(size, accept || undefined)));
  const answer = answers[0]!.rawPayload;
  const times = await inTurns(ACCEPT.map((accept) => () => search(size, accept || undefined)));
  const answerNs = times[0]!;
  console.log(
    `\n~${(target / 1000).toLocaleString('en')} KB: ${size} rows, ${answer.length.toLocaleString('en')} B; ` +
      `the request without compression takes ${fmt(answerNs)} (peer, 1.00×)`,
  );
  for (const [name, compress] of CODECS) {
    const out = compress(answer).length;
    // br 11 is the build's level for static files: shown for scale, too slow per request
    const ns = await medianNs(() => compress(answer), name === 'br 11' && target > 100_000 ? 3 : rounds, 2);
    console.log(
      `  ${name.padEnd(6)} ${out.toLocaleString('en').padStart(9)} B (${((out / answer.length) * 100).toFixed(1).padStart(4)}%)` +
        `  ${fmt(ns).padStart(9)}  ${(ns / answerNs).toFixed(3)}× the request's time` +
        `  ${((ns / 1e3 / Math.max(1, answer.length - out)) * 1e3).toFixed(1)} ns per byte saved`,
    );
  }
  ACCEPT.slice(1).forEach((accept, k) => {
    const res = answers[k + 1]!;
    console.log(
      `  the request with accept-encoding: ${accept.padEnd(8)} → ${String(res.headers['content-encoding'] ?? 'identity').padEnd(8)}` +
        ` ${res.rawPayload.length.toLocaleString('en').padStart(9)} B  ${fmt(times[k + 1]!).padStart(9)}  ${(times[k + 1]! / answerNs).toFixed(2)}×`,
    );
  });
  load.push(oneMinuteLoad());
}
console.log(
  `\n1-minute load average during the run: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
);
await app.close();
