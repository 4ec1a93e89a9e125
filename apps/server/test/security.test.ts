import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES, rule } from '@parley/domain';
import { BODY_LIMIT } from '../src/app';
import { bearer, buildTestApp, logSink, signIn, type TestContext } from './helpers';

let t: TestContext;
const log = logSink();
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: 'info' },
    {
      logStream: log.stream,
      extraRoutes: async (api) => {
        api.get('/v3/test/boom', { config: { access: rule.public } }, async () => {
          throw new Error('secret database detail: relation "users" password=hunter2');
        });
      },
    },
  );
});
afterAll(() => t.app.close());

describe('headers', () => {
  it('sets the security baseline on successes and on errors alike', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/v3/auth/session' }),
      await t.app.inject({ method: 'GET', url: '/v3/nothing-here' }),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      for (const d of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ])
        expect(csp).toContain(d);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['server']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('bad requests', () => {
  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v3/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      payload: [],
      error: [{ code: 'not_found', message: OUR_MESSAGES.notFound }],
    });
  });

  it('refuses a body over the limit with 413, and one at the limit is read', async () => {
    const over = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().error[0].code).toBe('payload_too_large');
    const pad = BODY_LIMIT - JSON.stringify({ username: 'a', password: '' }).length;
    const at = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(pad) }),
    });
    expect(at.statusCode).toBe(400); // read, then refused by the schema: not a 413
  });

  it('refuses a wrong content type with 415 and broken JSON with 400', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().status).toBe('error');
  });

  it('answers an unexpected failure with a generic 500 that carries the request id and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/test/boom' });
    expect(res.statusCode).toBe(500);
    const message = res.json().error[0].message as string;
    expect(message).toContain(String(res.headers['x-request-id']));
    expect(message).not.toMatch(/relation|hunter2|password=/);
  });
});

describe('logs', () => {
  it('never hold a password or a token', async () => {
    const s = await signIn(t.app, 'owner@acme.test');
    await t.app.inject({
      method: 'GET',
      url: '/v3/auth/session',
      headers: { ...bearer(s.accessToken), cookie: s.cookie },
    });
    const all = log.text();
    expect(all).toContain('/v3/auth/session');
    expect(all).not.toContain('Parley2026demo');
    expect(all).not.toContain(s.accessToken);
    expect(all).not.toContain(s.refreshToken);
  });
});

describe('database down', () => {
  it('answers 503 in the envelope, never 500', async () => {
    const own = await buildTestApp();
    const s = await signIn(own.app, 'owner@acme.test');
    expect((await own.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await own.database.close();
    const ready = await own.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const res = await own.app.inject({
      method: 'GET',
      url: '/v3/accounts/config',
      headers: bearer(s.accessToken),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error[0]).toEqual({ code: 'unavailable', message: OUR_MESSAGES.unavailable });
    const login = await own.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { username: 'owner@acme.test', password: 'Parley2026demo' },
    });
    expect(login.statusCode).toBe(503);
    await own.app.close();
  });
});
