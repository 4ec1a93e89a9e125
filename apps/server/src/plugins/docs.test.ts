import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { DOCS_TITLE, docsCsp } from './docs';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The logo @fastify/swagger-ui ships (Fastify's), as its initializer would embed it. */
const fastifyLogo = readFileSync(
  createRequire(import.meta.url).resolve('@fastify/swagger-ui/static/logo.svg'),
).toString('base64');

describe('/docs', () => {
  it("is Parley's API reference: its title, stylesheet, script and icon", async () => {
    const res = await get('/docs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${DOCS_TITLE}</title>`);
    expect(res.body).toContain('/docs/static/theme/parley-docs.css');
    expect(res.body).toContain('/docs/static/theme/parley-docs.js');
    expect(res.body).toMatch(/<link rel="icon" type="image\/svg\+xml" href="[^"]*\/theme\/parley-mark\.svg"/);
    expect(res.body).not.toContain('favicon-32x32.png');
    for (const file of ['parley-docs.css', 'parley-docs.js', 'parley-mark.svg']) {
      expect((await get(`/docs/static/theme/${file}`)).statusCode, file).toBe(200);
    }
    const spec = (await get('/docs/json')).json() as { info: { title: string } };
    expect(spec.info.title).toBe(DOCS_TITLE);
  });

  it('keeps the site CSP, without inline styles, instead of the one @fastify/swagger-ui brings', async () => {
    const site = String((await get('/healthz')).headers['content-security-policy']);
    for (const url of ['/docs', '/docs/static/swagger-initializer.js', '/docs/static/theme/parley-docs.js']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      expect(csp, url).toBe(docsCsp(site));
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toMatch(/style-src 'self'(;|$)/);
      expect(csp, url).not.toContain('validator.swagger.io');
      expect(csp, url).not.toContain('unsafe-inline');
    }
  });

  it('starts Swagger UI without its top bar, online validator, deep links or the Fastify logo', async () => {
    const init = (await get('/docs/static/swagger-initializer.js')).body;
    expect(init).toMatch(/"layout":\s*"BaseLayout"/);
    expect(init).toMatch(/"deepLinking":\s*false/);
    expect(init).toContain('validatorUrl: null');
    expect(init).not.toContain(fastifyLogo);
  });
});

describe('docsCsp', () => {
  it("drops 'unsafe-inline' from style-src only", () => {
    expect(docsCsp("default-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:")).toBe(
      "default-src 'self';style-src 'self';img-src 'self' data:",
    );
  });
});
