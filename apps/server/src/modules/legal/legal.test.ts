import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestContext } from '../../../test/helpers';

const dir = mkdtempSync(join(tmpdir(), 'parley-legal-'));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const env = (extra: Record<string, string>) => ({
  DATA_DIR: dir,
  JWT_SECRET: 'x'.repeat(40),
  ...extra,
});

/** The app's own fallback page, to tell it apart from a legal page. */
const INDEX_HTML = '<!doctype html><title>the single-page app</title>';
const webDist = mkdtempSync(join(tmpdir(), 'parley-dist-'));
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the legal pages, with the samples', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ webDist });
  });
  afterAll(() => t.app.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it.each([
    ['/legal/eula', 'End User License Agreement (EULA)'],
    ['/legal/msa', 'Master Services Agreement (MSA)'],
  ])('%s is a titled HTML page that says plainly it is a sample, with a way back', async (url, name) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(title(res.body)).toBe(`${name} · Parley`);
    expect(h1(res.body)).toBe(name);
    expect(res.body).toContain('This is a sample, not a real agreement.');
    expect(res.body).toContain(url === '/legal/eula' ? '<code>EULA_FILE</code>' : '<code>MSA_FILE</code>');
    expect(res.body).toContain('<a href="/">Back to the portal</a>');
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(res.body).toMatch(/<html lang="en">/);
    expect(res.body).toMatch(/<main>[\s\S]*<\/main>/);
    // nothing the CSP would refuse: no script at all, no inline style
    expect(res.body).not.toMatch(/<script|<style|\sstyle=/i);
  });

  it('carries the same security headers as every other answer, CSP unchanged', async () => {
    const page = await get('/legal/eula');
    const api = await t.app.inject({ method: 'GET', url: '/healthz' });
    for (const header of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ]) {
      expect(page.headers[header], header).toBeDefined();
      expect(page.headers[header], header).toBe(api.headers[header]);
    }
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves its stylesheet and mark as files, with their types', async () => {
    const css = await get('/legal/legal.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.sample');
    const mark = await get('/legal/parley-mark.svg');
    expect(mark.statusCode).toBe(200);
    expect(mark.headers['content-type']).toBe('image/svg+xml');
  });

  it("is not swallowed by the app's fallback; an unknown /legal address is a 404 page, not the app", async () => {
    expect((await get('/somewhere-in-the-app')).body).toBe(INDEX_HTML);
    expect((await get('/legal/eula')).body).not.toBe(INDEX_HTML);
    const missing = await get('/legal/privacy');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(h1(missing.body)).toBe('Document not found');
    expect(missing.body).toContain('href="/legal/eula"');
  });

  it('stays out of the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/legal'))).toEqual([]);
  });
});

describe('the legal pages, replaced through configuration', () => {
  let t: TestContext;
  beforeAll(async () => {
    const config = loadConfig(
      env({
        EULA_FILE: file(
          'eula.html',
          '<!doctype html><html><head><title>x</title></head><body><h2>Our licence</h2><p>Acme terms.</p></body></html>',
        ),
        MSA_FILE: file('msa.txt', 'Section one <b>bold?</b>\nsame paragraph\n\nSection two'),
      }),
    );
    t = await buildTestApp({ legal: config.legal });
  });
  afterAll(() => t.app.close());

  it('serves an HTML file in place of the sample, its body only, in the same frame', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/legal/eula' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h2>Our licence</h2><p>Acme terms.</p>');
    expect(res.body).not.toContain('sample');
    expect(res.body).not.toContain('<title>x</title>');
    expect(title(res.body)).toBe('End User License Agreement (EULA) · Parley');
  });

  it('serves a text file as paragraphs, its markup shown as text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/legal/msa' });
    expect(res.body).toContain('<p>Section one &lt;b&gt;bold?&lt;/b&gt;<br>same paragraph</p>');
    expect(res.body).toContain('<p>Section two</p>');
    expect(res.body).not.toContain('sample');
  });

  it('refuses at start a file it cannot serve, naming the variable', () => {
    expect(() => loadConfig(env({ EULA_FILE: join(dir, 'missing.html') }))).toThrow(/EULA_FILE: cannot read/);
    expect(() => loadConfig(env({ MSA_FILE: file('msa.pdf', '%PDF') }))).toThrow(
      /MSA_FILE: an \.html, \.htm or \.txt file/,
    );
    expect(() => loadConfig(env({ MSA_FILE: file('empty.txt', ' \n') }))).toThrow(/MSA_FILE: .* is empty/);
  });
});
