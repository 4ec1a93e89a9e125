// The web app as a user meets it, from a real build: JavaScript shipped (gzip) to the sign-in
// page and to the first page after sign-in, and the time from the sign-in click to that page's
// heading painted (median of N, each in a fresh browser context), in Debian's Chromium against
// the real server on a fresh embedded database.
//
//   node scripts/measure-web.mjs [runs=5] [--no-build] [--files] [--routes=/templates,/templates/new]
//
// --routes: the JavaScript each route adds to the first page after sign-in, each opened by a
// link-less load in the signed-in context (the scripts it needs that the first page did not load).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

// The functions passed to page.evaluate run in the browser.
/* global window, document, MutationObserver, requestAnimationFrame */

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const port = Number(process.env.MEASURE_PORT ?? 4190);
const base = `http://localhost:${port}`;
const USER = {
  username: 'owner@acme.test',
  password: 'Parley2026demo',
  home: '/dashboard',
  heading: 'Dashboard',
};

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

/** Every script the page fetches from the app, with its size as shipped and gzipped. */
function recordScripts(page) {
  const seen = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(base) || !new URL(url).pathname.endsWith('.js') || seen.has(url)) return;
    seen.set(url, null);
    const body = await response.body().catch(() => Buffer.alloc(0));
    seen.set(url, { bytes: body.length, gzip: gzipSync(body).length });
  });
  return {
    /** waits until every response seen has its body, then sums */
    async total(from = new Set()) {
      while ([...seen.values()].some((v) => v === null)) await new Promise((r) => setTimeout(r, 20));
      const files = [...seen].filter(([url]) => !from.has(url));
      return {
        urls: new Set(seen.keys()),
        list: files.map(([url, v]) => `${new URL(url).pathname} ${(v.gzip / 1024).toFixed(1)} KiB`),
        files: files.length,
        bytes: files.reduce((n, [, v]) => n + v.bytes, 0),
        gzip: files.reduce((n, [, v]) => n + v.gzip, 0),
      };
    },
  };
}

async function signInPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(base + '/');
  await page.getByRole('heading', { name: 'Log in to Parley' }).waitFor();
  return { context, page, scripts };
}

/** Click → the first page's h1 in the DOM → two animation frames (the frame that paints it). */
async function timeSignIn(page) {
  await page.evaluate((heading) => {
    const marks = (window.__measure = {});
    document.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true });
    new MutationObserver((_, observer) => {
      const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent === heading);
      if (!h1) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (marks.painted = performance.now())));
    }).observe(document.body, { childList: true, subtree: true });
  }, USER.heading);
  await page.getByLabel('Username').fill(USER.username);
  await page.getByLabel('Password').fill(USER.password);
  const login = page.waitForResponse((r) => r.url().endsWith('/v3/auth/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  const answer = await login;
  await page.waitForFunction(() => window.__measure.painted !== undefined);
  const { click, painted } = await page.evaluate(() => window.__measure);
  const timing = answer.request().timing();
  return { ms: painted - click, loginMs: timing.responseEnd - timing.requestStart };
}

const dataDir = mkdtempSync(join(tmpdir(), 'parley-measure-web-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  // JavaScript shipped: a first visit to the sign-in page, then what signing in adds.
  const first = await signInPage(browser);
  await first.page.waitForLoadState('networkidle');
  const atSignIn = await first.scripts.total();
  await timeSignIn(first.page);
  await first.page.waitForURL(base + USER.home);
  await first.page.waitForLoadState('networkidle');
  const added = await first.scripts.total(atSignIn.urls);
  await first.context.close();

  const routes = (args.find((a) => a.startsWith('--routes='))?.slice(9) ?? '').split(',').filter(Boolean);
  const byRoute = [];
  for (const route of routes) {
    const { context, page, scripts } = await signInPage(browser);
    await page.waitForLoadState('networkidle');
    await timeSignIn(page);
    await page.waitForURL(base + USER.home);
    await page.waitForLoadState('networkidle');
    const home = await scripts.total();
    await page.goto(base + route);
    await page.waitForLoadState('networkidle');
    byRoute.push({ route, ...(await scripts.total(home.urls)) });
    await context.close();
  }

  // Time to the first page: a fresh context each run (nothing cached), median of `runs`.
  const times = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await signInPage(browser);
    await page.waitForLoadState('networkidle');
    times.push(await timeSignIn(page));
    await context.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

  console.log(`JavaScript shipped (gzip, default zlib level; uncompressed in brackets), ${USER.username}:`);
  console.log(
    `  sign-in page (/):            ${kb(atSignIn.gzip)} [${kb(atSignIn.bytes)}] in ${atSignIn.files} files`,
  );
  console.log(
    `  added by signing in:         ${kb(added.gzip)} [${kb(added.bytes)}] in ${added.files} files`,
  );
  console.log(
    `  first page after sign-in:    ${kb(atSignIn.gzip + added.gzip)} [${kb(atSignIn.bytes + added.bytes)}] ` +
      `(${USER.home}, everything loaded to show it)`,
  );
  if (args.includes('--files')) {
    console.log(`  at sign-in:\n    ${atSignIn.list.join('\n    ')}`);
    console.log(`  added:\n    ${added.list.join('\n    ')}`);
  }
  for (const r of byRoute) {
    console.log(`  added by ${r.route}: ${kb(r.gzip)} [${kb(r.bytes)}] in ${r.files} files`);
    if (args.includes('--files')) console.log(`    ${r.list.join('\n    ')}`);
  }
  console.log(`Sign-in click → ${USER.home} heading painted, median of ${runs} (fresh context each):`);
  console.log(`  ${median(times.map((t) => t.ms)).toFixed(0)} ms`);
  console.log(
    `  of which the sign-in request (scrypt on the server): ${median(times.map((t) => t.loginMs)).toFixed(0)} ms`,
  );
  console.log(`  runs: ${times.map((t) => t.ms.toFixed(0)).join(', ')} ms`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
