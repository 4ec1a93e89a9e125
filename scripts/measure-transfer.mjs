// What a page load after sign-in costs on the wire: bytes transferred (headers and bodies, as
// compressed on the wire) and requests, with the browser's cache off, in Debian's Chromium against
// the real server on a fresh embedded database, signed in as the owner. Median of N per page.
//
//   node scripts/measure-transfer.mjs [runs=5] [--no-build] [--pages=/dashboard,/templates/new,/webhooks]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const port = Number(process.env.MEASURE_PORT ?? 4191);
const base = `http://localhost:${port}`;
const pages = (
  args.find((a) => a.startsWith('--pages='))?.slice(8) ?? '/dashboard,/templates/new,/webhooks'
).split(',');
const USER = { username: 'owner@acme.test', password: 'Parley2026demo', home: '/dashboard' };

if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function startServer(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: 'localhost',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(root, 'apps/web/dist'),
      RATE_LIMIT_PER_MINUTE: '5000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('is ready at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
  return child;
}

/** One load of `path` with the cache off: the bytes on the wire and the requests, by kind. */
async function loadOnce(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { type: e.type, bytes: 0 }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
  });
  // this event may come before the request's own: kept by id, summed at the end
  const headerBytes = new Map();
  cdp.on('Network.responseReceivedExtraInfo', (e) =>
    headerBytes.set(e.requestId, e.headersText?.length ?? 0),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.close();
  const all = [...requests.values()];
  return {
    bytes: all.reduce((n, r) => n + r.bytes, 0),
    headers: [...requests.keys()].reduce((n, id) => n + (headerBytes.get(id) ?? 0), 0),
    requests: all.length,
    scripts: all.filter((r) => r.type === 'Script').length,
    compressed: all.filter((r) => r.encoding).length,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dataDir = mkdtempSync(join(tmpdir(), 'parley-measure-transfer-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const load = [];
  const context = await browser.newContext();
  const signIn = await context.newPage();
  await signIn.goto(base + '/');
  await signIn.getByLabel('Username').fill(USER.username);
  await signIn.getByLabel('Password').fill(USER.password);
  await signIn.getByRole('button', { name: 'Log in' }).click();
  await signIn.waitForURL(base + USER.home);
  await signIn.close();
  const results = Object.fromEntries(pages.map((p) => [p, []]));
  for (let i = 0; i < runs; i++)
    for (const path of pages) {
      results[path].push(await loadOnce(context, path));
      load.push(loadavg()[0]);
    }
  console.log(`Page loads after sign-in as ${USER.username}, cache off, median of ${runs}:`);
  for (const path of pages) {
    const rs = results[path];
    const kib = (bytes) => (bytes / 1024).toFixed(0);
    console.log(
      `  ${path.padEnd(16)} ${kib(median(rs.map((r) => r.bytes)))} KiB transferred ` +
        `(${kib(median(rs.map((r) => r.headers)))} KiB of it response headers) ` +
        `in ${median(rs.map((r) => r.requests))} requests ` +
        `(${median(rs.map((r) => r.scripts))} scripts, ${median(rs.map((r) => r.compressed))} compressed)`,
    );
  }
  console.log(
    `  1-minute load average during the runs: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
