import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, varies } from './encodings';
import { buildTestApp, type TestContext } from './helpers';

/** Text that compresses as code does: repetitive, but not one byte repeated. */
const codeLike = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => `export const value${i} = ${i * 7};\n`)
    .join('')
    .slice(0, bytes);

/** A file as the build leaves it: the file, and beside it its brotli and gzip forms. */
function withForms(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/** A built app as Vite and its compression step lay it out (apps/web/vite.config.ts). */
function fakeDist() {
  const dist = mkdtempSync(join(tmpdir(), 'parley-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'emojibase', 'en'), { recursive: true });
  const hash = randomBytes(4).toString('hex');
  const script = `/assets/index-${hash}.js`;
  const tiny = `/assets/tiny-${hash}.js`;
  const html = [
    '<!doctype html><html lang="en"><head><title>Parley</title>',
    `<script type="module" crossorigin src="${script}"></script>`,
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  withForms(join(dist, script), codeLike(20_000));
  // too small for its forms to be smaller: the build writes none
  writeFileSync(join(dist, tiny), 'export {};\n');
  withForms(join(dist, 'index.html'), html);
  withForms(
    join(dist, 'emojibase/en/data.json'),
    JSON.stringify(Array(300).fill({ label: 'grinning face' })),
  );
  return { dist, script, tiny, html };
}

let t: TestContext;
let site: ReturnType<typeof fakeDist>;
beforeAll(async () => {
  site = fakeDist();
  t = await buildTestApp({ webDist: site.dist });
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built app’s files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('accept-encoding %j gets %s, the same bytes once decoded', async (accept, encoding) => {
    const res = await get(site.script, accept ? { 'accept-encoding': accept } : {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(varies(res)).toBe(true);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res).toString()).toBe(codeLike(20_000));
    if (encoding) expect(Number(res.headers['content-length'])).toBeLessThan(20_000 / 4);
  });

  it('a file with no compressed forms goes as it is, still saying it varies', async () => {
    const res = await get(site.tiny, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res)).toBe(true);
    expect(res.body).toBe('export {};\n');
  });

  it('the compressed forms are no routes of their own', async () => {
    // an unknown path: a browser gets the app's page, as for any address the app does not have
    const res = await get(`${site.script}.br`, { accept: 'application/json' });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['the page at /', '/'],
    ['the page at an app route (the fallback)', '/templates/new'],
    ['the emoji data', '/emojibase/en/data.json'],
  ])('%s: compressed, revalidated with its ETag (304), security headers kept', async (_name, url) => {
    const headers = { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' };
    const first = await get(url, headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(varies(first)).toBe(true);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();

    const again = await get(url, { ...headers, 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');

    // each form has its own tag: a gzip-only client never gets a 304 for the brotli form
    const gzip = await get(url, { ...headers, 'accept-encoding': 'gzip', 'if-none-match': String(etag) });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('the fallback answers the page itself, decoded to the same bytes', async () => {
    const res = await get('/webhooks', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(res).toString()).toBe(site.html);
    const head = await t.app.inject({ method: 'HEAD', url: '/webhooks', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
