// `npm run bench:shrink -w @parley/bench`: the in-browser image shrink's candidates side by side in
// Chromium, each in its own Web Worker on the same generated images (a photo-like 4000×3000 JPEG
// of about 4 MB and a PNG of the same size): time to fit under 1,000,000 and 600,000 bytes (median
// of --rounds after one warm-up), the result's bytes and size, the main thread's longest task
// meanwhile, and what each adds to the bundle (gzip, its worker and .wasm files against the
// baseline's worker). Ratios are candidate / baseline (createImageBitmap + OffscreenCanvas).
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { serveDir } from '../table/serve';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    /** grain of the photo stand-in, in levels: 30 makes the JPEG about 4 MB */
    noise: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const TARGETS = [1_000_000, 600_000];
const CANDIDATES = [
  { name: 'baseline', worker: 'baseline', strategy: 'guided' },
  { name: 'baseline, quality steps', worker: 'baseline', strategy: 'quality-steps' },
  { name: 'baseline, bisect', worker: 'baseline', strategy: 'bisect' },
  { name: 'pica', worker: 'pica' },
  { name: 'browser-image-compression', worker: 'browser-image-compression' },
  { name: 'jsquash', worker: 'jsquash' },
].filter((c) => !args.only || c.name.startsWith(args.only));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

/** gzip bytes of each candidate's worker chunk and the .wasm files it names. */
function bundleSizes(dir: string): Record<string, number> {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets);
  const gz = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  const sizes: Record<string, number> = {};
  for (const [worker, stem] of [
    ['baseline', 'baseline.worker'],
    ['pica', 'pica.worker'],
    ['browser-image-compression', 'bic.worker'],
    ['jsquash', 'jsquash.worker'],
  ] as const) {
    const chunk = files.find((f) => f.startsWith(stem) && f.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk for ${stem} in ${files.join(', ')}`);
    const text = readFileSync(join(assets, chunk), 'utf8');
    const wasm = files.filter((f) => f.endsWith('.wasm') && text.includes(f));
    sizes[worker] = gz(chunk) + wasm.reduce((sum, f) => sum + gz(f), 0);
  }
  return sizes;
}

const out = mkdtempSync(join(tmpdir(), 'parley-bench-shrink-'));
try {
  await build({ configFile: join(import.meta.dirname, 'vite.config.ts'), build: { outDir: out } });
  const bundle = bundleSizes(out);
  const server = await serveDir(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(600_000);
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction('window.__bench?.ready === true');
  const inputs = {
    jpeg: await page.evaluate<number>(`window.__bench.make('jpeg', 4000, 3000, ${Number(args.noise)})`),
    png: await page.evaluate<number>(`window.__bench.make('png', 4000, 3000, ${Number(args.noise) / 3})`),
  };
  console.log(`bench:shrink — Chromium, ${ROUNDS} rounds after a warm-up, median; inputs 4000×3000:`);
  console.log(`  JPEG ${inputs.jpeg.toLocaleString('en-US')} B, PNG ${inputs.png.toLocaleString('en-US')} B`);

  interface TRun {
    ok: boolean;
    ms: number;
    longest: number;
    bytes?: number;
    width?: number;
    height?: number;
    attempts?: number;
    error?: string;
  }
  const rows: string[][] = [];
  const baselineMs: Record<string, number> = {};
  for (const kind of ['jpeg', 'png'] as const) {
    for (const target of TARGETS) {
      for (const candidate of CANDIDATES) {
        const call = `window.__bench.run(${JSON.stringify(candidate.worker)}, '${kind}', ${target}, ${JSON.stringify(candidate.strategy ?? null) ?? 'undefined'} ?? undefined)`;
        await page.evaluate(call); // warm-up: the worker starts, WebAssembly compiles
        const runs: TRun[] = [];
        for (let round = 0; round < ROUNDS; round++) runs.push(await page.evaluate<TRun>(call));
        const failed = runs.find((r) => !r.ok);
        const last = runs.at(-1)!;
        const ms = median(runs.map((r) => r.ms));
        const key = `${kind}/${target}`;
        if (candidate.name === 'baseline') baselineMs[key] = ms;
        rows.push([
          kind.toUpperCase(),
          `${target / 1000} KB`,
          candidate.name,
          failed ? `failed: ${failed.error}` : ms.toFixed(0),
          baselineMs[key] ? (ms / baselineMs[key]).toFixed(2) : '—',
          last.bytes?.toLocaleString('en-US') ?? '—',
          last.bytes !== undefined && last.bytes <= target ? 'yes' : 'NO',
          last.width ? `${last.width}×${last.height}` : '—',
          // browser-image-compression does not say how many it made
          last.attempts ? String(last.attempts) : '—',
          Math.max(...runs.map((r) => r.longest)).toFixed(0),
        ]);
      }
    }
  }
  await browser.close();
  server.close();

  const head = [
    'input',
    'budget',
    'candidate',
    'ms',
    'ratio',
    'bytes',
    'fits',
    'size',
    'encodes',
    'main longest ms',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  console.log('\nbundle added (gzip, worker chunk + its .wasm; the baseline worker holds the search too):');
  for (const [name, bytes] of Object.entries(bundle))
    console.log(
      `  ${name.padEnd(26)} ${(bytes / 1000).toFixed(1).padStart(7)} KB  (+${((bytes - bundle.baseline!) / 1000).toFixed(1)} KB over the baseline)`,
    );
} finally {
  rmSync(out, { recursive: true, force: true });
}
