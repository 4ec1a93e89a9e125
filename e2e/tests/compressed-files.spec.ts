import { expect, test } from '@playwright/test';

// The real build as the server sends it (issue 24): the forms written at build, chosen by the
// client's Accept-Encoding; the page and the emoji data revalidated by ETag; the icon, like the
// scripts, under a hashed name cached for a year.

/** Below this, the build writes no compressed form when it would be no smaller. */
const TINY_BYTES = 200;

test('the page, its entry script, the icon and the emoji data: brotli, gzip or as they are, cached or revalidated', async ({
  request,
}) => {
  const get = (url: string, headers: Record<string, string>) => request.get(url, { headers });
  const page = await get('/', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await page.text();
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"/);
  // the entry itself is a few hundred bytes (issue 24 put the start code in chunks it preloads):
  // the largest of those, React's, is the file whose forms are compared
  const entry = /<link rel="modulepreload" crossorigin href="(\/assets\/react-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const icon = /<link rel="icon"[^>]* href="([^"]+)"/.exec(html)?.[1];
  expect(icon).toMatch(/^\/assets\/favicon-[\w-]+\.svg$/);
  expect((await get(icon!, {})).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const asIs = await get(entry!, { 'accept-encoding': 'identity' });
  expect(asIs.headers()['content-encoding']).toBeUndefined();
  expect(asIs.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const res = await get(entry!, { 'accept-encoding': accept! });
    expect(res.headers()['content-encoding']).toBe(encoding);
    expect(res.headers().vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers()['content-length'])).toBeLessThan(
      Number(asIs.headers()['content-length']) / 2,
    );
    expect((await res.body()).equals(await asIs.body())).toBe(true);
  }

  for (const url of ['/', '/dashboard', '/emojibase/en/data.json']) {
    const headers = { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' };
    const first = await get(url, headers);
    expect(first.status(), url).toBe(200);
    expect(first.headers()['cache-control'], url).toBe('no-cache');
    const again = await get(url, { ...headers, 'if-none-match': first.headers().etag! });
    expect(again.status(), url).toBe(304);
  }
});

test('in Chromium, every script and stylesheet of the sign-in page arrives compressed', async ({ page }) => {
  const files: Array<Promise<{ url: string; encoding?: string; bytes: number }>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.push(
      response.body().then((body) => ({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        bytes: body.length,
      })),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  const seen = await Promise.all(files);
  expect(seen.length).toBeGreaterThan(1);
  expect(seen.filter((f) => f.bytes > TINY_BYTES && f.encoding !== 'br')).toEqual([]);
});
