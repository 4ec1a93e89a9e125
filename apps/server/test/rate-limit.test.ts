import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES } from '@parley/domain';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../src/config';
import { FILES_BUDGET_FACTOR } from '../src/plugins/security';
import { buildTestApp, type TestContext } from './helpers';
import { localRedisAnswers } from './local-redis';

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.app.close();
});

const redisUp = await localRedisAnswers();

// /readyz: a cheap route that is limited (/healthz is not)
const limited = (c: TestContext, remoteAddress: string) =>
  c.app.inject({ method: 'GET', url: '/readyz', remoteAddress });

/** The most scripts one page load of the portal was seen to fetch (issue 22: 80–120). */
const PAGE_SCRIPTS = 120;

/** A built app as Vite lays it out: index.html naming its hashed scripts, a stylesheet and an icon. */
function fakeDist(scripts: number): string {
  const dist = mkdtempSync(join(tmpdir(), 'parley-dist-'));
  mkdirSync(join(dist, 'assets'));
  const hash = () => randomBytes(4).toString('hex');
  const names = Array.from({ length: scripts }, (_, i) => `chunk${i}-${hash()}.js`);
  names.forEach((name, i) => writeFileSync(join(dist, 'assets', name), `export const n = ${i};\n`));
  const css = `index-${hash()}.css`;
  writeFileSync(join(dist, 'assets', css), 'body { margin: 0 }\n');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  const [entry, ...preloaded] = names;
  writeFileSync(
    join(dist, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><title>Parley</title>',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      `<script type="module" crossorigin src="/assets/${entry}"></script>`,
      ...preloaded.map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}">`),
      `<link rel="stylesheet" crossorigin href="/assets/${css}">`,
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  return dist;
}

/** What a browser with an empty cache fetches to open a page: the page, then every file it names. */
async function pageLoad(c: TestContext, remoteAddress: string, path: string): Promise<number[]> {
  const page = await c.app.inject({
    method: 'GET',
    url: path,
    remoteAddress,
    headers: { accept: 'text/html' },
  });
  const files = [...page.body.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  const answers = await Promise.all(files.map((url) => c.app.inject({ method: 'GET', url, remoteAddress })));
  return [page.statusCode, ...answers.map((a) => a.statusCode)];
}

describe('the general rate limit', () => {
  it('answers 429 in the envelope with Retry-After', async () => {
    const c = await buildTestApp({ rateLimitPerMinute: 3 });
    contexts.push(c);
    for (let i = 0; i < 3; i++) expect((await limited(c, '10.1.0.1')).statusCode).toBe(200);
    const refused = await limited(c, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', error: [{ message: OUR_MESSAGES.rateLimited }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
    // another address has its own budget
    expect((await limited(c, '10.1.0.2')).statusCode).toBe(200);
    // liveness is never refused: a 429 would read as a dead process to a load balancer
    expect(
      (await c.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.1.0.1' })).statusCode,
    ).toBe(200);
  });

  it("counts unknown API paths, methods a path does not have and the router's refusals", async () => {
    const c = await buildTestApp({ rateLimitPerMinute: 6, webDist: fakeDist(2) });
    contexts.push(c);
    const address = '10.4.0.1';
    const ask = (method: 'GET' | 'DELETE' | 'PROPFIND', url: string) =>
      c.app.inject({ method, url, remoteAddress: address, headers: { accept: 'application/json' } });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await ask('GET', `/v3/nope-${i}`)).statusCode);
    codes.push((await ask('DELETE', '/readyz')).statusCode);
    codes.push((await ask('PROPFIND', '/v3/accounts/config')).statusCode);
    // a path that does not decode: refused by the router before any hook
    codes.push((await ask('GET', '/v3/%zz')).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 400]);

    // the budget is spent: every kind of request is refused now, in the envelope with Retry-After
    for (const res of [
      await ask('GET', '/v3/nope-x'),
      await ask('GET', '/v3/%zz'),
      await limited(c, address),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ status: 'error', error: [{ message: OUR_MESSAGES.rateLimited }] });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    // a page load through the app's fallback counts too
    expect((await pageLoad(c, '10.4.0.2', '/dashboard'))[0]).toBe(200);
    expect((await limited(c, '10.4.0.2')).headers['x-ratelimit-remaining']).toBe('4');
  });

  it(`renders ${PAGE_SCRIPTS}-script pages thirty times a minute for one address, with the default limit`, async () => {
    const c = await buildTestApp({
      rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
      webDist: fakeDist(PAGE_SCRIPTS),
    });
    contexts.push(c);
    const address = '10.5.0.1';
    for (let load = 0; load < 30; load++) {
      const codes = await pageLoad(c, address, load % 2 ? '/' : '/dashboard');
      expect(codes).toHaveLength(PAGE_SCRIPTS + 3);
      expect(codes.filter((code) => code !== 200)).toEqual([]);
    }
    // the files drew on a budget of their own: the API's lost only the thirty pages
    const api = await limited(c, address);
    expect(api.statusCode).toBe(200);
    expect(Number(api.headers['x-ratelimit-remaining'])).toBe(DEFAULT_RATE_LIMIT_PER_MINUTE - 31);
  });

  it("limits the app's files too, in a budget of their own", async () => {
    const c = await buildTestApp({ rateLimitPerMinute: 2, webDist: fakeDist(1) });
    contexts.push(c);
    const file = () => c.app.inject({ method: 'GET', url: '/favicon.svg', remoteAddress: '10.6.0.1' });
    for (let i = 0; i < 2 * FILES_BUDGET_FACTOR; i++) expect((await file()).statusCode).toBe(200);
    const refused = await file();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', error: [{ message: OUR_MESSAGES.rateLimited }] });
    // and the API's budget is whole
    expect((await limited(c, '10.6.0.1')).headers['x-ratelimit-remaining']).toBe('1');
  });

  it.runIf(redisUp)('is one budget for two processes sharing Redis', async () => {
    // an address of its own: an earlier run's counters in Redis must not count here
    const address = `10.2.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const redisUrl = 'redis://127.0.0.1:6379/0';
    const a = await buildTestApp({ rateLimitPerMinute: 4, redisUrl });
    const b = await buildTestApp({ rateLimitPerMinute: 4, redisUrl });
    contexts.push(a, b);
    const codes = [];
    for (const c of [a, b, a, b, a, b]) codes.push((await limited(c, address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('goes on without its store when Redis does not answer', async () => {
    // nothing listens on this port: the limiter skips its check instead of failing requests
    const c = await buildTestApp({ rateLimitPerMinute: 4, redisUrl: 'redis://127.0.0.1:1/0' });
    contexts.push(c);
    for (let i = 0; i < 3; i++) expect((await limited(c, '10.3.0.1')).statusCode).toBe(200);
  });
});
