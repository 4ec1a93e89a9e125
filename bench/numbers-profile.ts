// Where GET /v3/numbers?limit=5000 and GET /v3/numbers/available spend their time, in process:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx numbers-profile.ts [list|available] [N]
// The database must already be filled (`npm run bench:numbers` does it). Prints the window of the
// measured requests (for cpu-profile-report.ts --from/--to) and their p50/p95.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { summary } from './measure';
import { NUMBER_SEARCH_SHAPES } from './number-search-shapes';

const what = process.argv[2] ?? 'list';
const n = Number(process.argv[3] ?? 100);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_numbers';
const database = await openDatabase({ kind: 'postgres', url });
const config = testConfig({ scryptN: 2 ** 10, rateLimitPerMinute: 1_000_000, requestTimeoutMs: 60_000 });
const app = await buildApp(config, database);
const login = await app.inject({
  method: 'POST',
  url: '/v3/auth/login',
  payload: { username: 'owner@acme.test', password: 'Parley2026demo' },
});
const headers = { authorization: `Bearer ${login.json().payload[0].accessToken}` };
const shapes = NUMBER_SEARCH_SHAPES;
const path = (i: number) =>
  what === 'list' ? '/v3/numbers?limit=5000' : `/v3/numbers/available?${shapes[i % shapes.length]}`;
for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: path(i), headers });
const from = Number(process.hrtime.bigint() / 1000n);
const out: number[] = [];
for (let i = 0; i < n; i++) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: path(i), headers });
  if (res.statusCode !== 200) throw new Error(res.body);
  out.push(performance.now() - t0);
}
const to = Number(process.hrtime.bigint() / 1000n);
const s = summary(out);
console.log(
  `${what}: p50 ${s.p50.toFixed(1)} ms p95 ${s.p95.toFixed(1)} ms, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`window --from ${from} --to ${to}`);
writeFileSync(`/tmp/wt-perf-prof/window-${what}.json`, JSON.stringify({ fromUs: from, toUs: to }));
await app.close();
