// `npm run bench:network`: the simulated network's available-number search (issue 26,
// apps/server/src/network) for several query shapes, each run with an `isHeld` answered from
// memory (100,000 held numbers, as the bench account holds) and, as the peer in the same run, the
// same search with an `isHeld` that takes 1 ms (a database round trip). Issue 26's target: p95 ≤
// 20 ms for a typical search including one `isHeld` call. The last shapes are the bounded ones:
// a `contains` no number can hold, and a search where every candidate is held (the whole budget).
//
// Flags: --runs N (300 per shape and column).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createSimulatedNetwork, type IsHeld, type NumberSearch } from '../apps/server/src/network/index';

const TARGET_P95_MS = 20;
const { values: flags } = parseArgs({
  options: { runs: { type: 'string', default: '300' } },
  // `npm run bench` imports every *.bench.ts with its own arguments
  strict: false,
});
const runs = Number(flags.runs);

const network = createSimulatedNetwork({ seed: 'bench' });

// 100,000 held numbers drawn from the searches' own area codes, so some candidates are held
const held = new Set<string>();
for (const areaCode of ['212', '415', '312', '646', '800', '888']) {
  const found = await network.searchAvailable(
    { type: areaCode.startsWith('8') ? 'toll-free' : 'local', areaCode, limit: 100 },
    async () => held,
  );
  for (const n of found.slice(0, 30)) held.add(n.phoneNumber);
}
for (let i = 0; held.size < 100_000; i++) held.add(`+1${2_000_000_000 + i * 7_919}`);

const inMemory: IsHeld = async (candidates) => new Set(candidates.filter((p) => held.has(p)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const oneMs: IsHeld = async (candidates) => {
  await sleep(1);
  return inMemory(candidates);
};
const everything: IsHeld = async (candidates) => new Set(candidates);

const shapes: [string, NumberSearch, IsHeld?][] = [
  ['local, 212 (its first 30 held), 20', { type: 'local', areaCode: '212', limit: 20 }],
  ['local, any area code, 50', { type: 'local', limit: 50 }],
  ['local, contains 2024, 20', { type: 'local', contains: '2024', limit: 20 }],
  [
    'local, 415 contains 77 + MMS, 100',
    { type: 'local', areaCode: '415', contains: '77', capabilities: ['mms'], limit: 100 },
  ],
  ['local, sms+mms+voice, 100', { type: 'local', capabilities: ['sms', 'mms', 'voice'], limit: 100 }],
  ['toll-free, any, 20', { type: 'toll-free', limit: 20 }],
  ['toll-free, contains 4357, 20', { type: 'toll-free', contains: '4357', limit: 20 }],
  ['bounded: contains 9119119119', { type: 'local', contains: '9119119119' }],
  ['bounded: every candidate held', { type: 'local', limit: 100 }, everything],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const f = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

async function p95(
  query: NumberSearch,
  isHeld: IsHeld,
): Promise<{ p50: number; p95: number; calls: number }> {
  let calls = 0;
  const counting: IsHeld = (c) => {
    calls++;
    return isHeld(c);
  };
  for (let i = 0; i < 20; i++) await network.searchAvailable(query, isHeld); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await network.searchAvailable(query, counting);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), calls: calls / runs };
}

const load = loadavg()[0]!.toFixed(2);
console.log(
  `network search: ${runs} runs a shape, held numbers in memory: ${held.size.toLocaleString('en')}`,
);
console.log(
  `${'shape'.padEnd(34)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p95, 1 ms isHeld'.padStart(17)} ${'ratio'.padStart(6)} ${'isHeld calls'.padStart(12)}`,
);
let worstTypical = 0;
for (const [name, query, override] of shapes) {
  const fast = await p95(query, override ?? inMemory);
  const slow = override ? fast : await p95(query, oneMs);
  if (!name.startsWith('bounded')) worstTypical = Math.max(worstTypical, slow.p95);
  console.log(
    `${name.padEnd(34)} ${f(fast.p50).padStart(7)} ${f(fast.p95).padStart(7)} ${(override ? '—' : f(slow.p95)).padStart(17)} ${(override ? '—' : (slow.p95 / fast.p95).toFixed(1)).padStart(6)} ${fast.calls.toFixed(1).padStart(12)}`,
  );
}
console.log(
  `worst typical p95 with a 1 ms isHeld: ${f(worstTypical)} ms (target ≤ ${TARGET_P95_MS} ms: ${worstTypical <= TARGET_P95_MS ? 'met' : 'NOT met'}); load average ${load} → ${loadavg()[0]!.toFixed(2)}`,
);
