import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OUR_MESSAGES } from '@parley/domain';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, sessions } from '../src/db/schema/index';
import { bearer, buildTestApp, signIn, type TestContext } from './helpers';

let t: TestContext;
const dist = mkdtempSync(join(tmpdir(), 'parley-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Parley</title>');
beforeAll(async () => {
  t = await buildTestApp({ webDist: dist });
});
afterAll(() => t.app.close());

/** The header set every answer carries, whoever refused it (issue 10 point 5). */
function expectBaseline(res: { headers: Record<string, unknown> }) {
  expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  expect(res.headers['strict-transport-security']).toContain('max-age=');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBeDefined();
}
function expectEnvelope(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.json()).toMatchObject({ status: 'error', payload: [], error: [{ code: expect.any(String) }] });
  expectBaseline(res);
}

describe('text the database cannot store', () => {
  const bad = { nul: 'owner@acme.test\u0000', surrogate: 'owner\uD800@acme.test' };
  it.each([
    ['/v3/auth/login', (u: string) => ({ username: u, password: 'Parley2026demo' })],
    ['/v3/auth/password/forgot', (u: string) => ({ username: u })],
    ['/v3/auth/password/verify', (u: string) => ({ username: u, code: '123456' })],
  ])('%s answers 400 with a clear message, for a NUL and for a lone surrogate', async (url, body) => {
    for (const value of Object.values(bad)) {
      const res = await t.app.inject({ method: 'POST', url, payload: body(value) });
      expectEnvelope(res, 400);
      expect(res.json().error).toEqual([
        { code: 'validation', field: 'username', message: OUR_MESSAGES.unstorableText },
      ]);
    }
  });

  it('refuses it in a profile change too, and changes nothing', async () => {
    const s = await signIn(t.app, 'owner@acme.test');
    const { clientId } = s.session;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v3/users/${clientId}`,
      headers: bearer(s.accessToken),
      payload: { displayName: 'Olivia\u0000', firstName: 'Olivia', lastName: 'Owens' },
    });
    expectEnvelope(res, 400);
    const after = await t.app.inject({
      method: 'GET',
      url: `/v3/users/${clientId}`,
      headers: bearer(s.accessToken),
    });
    expect(after.json().payload[0].displayName).toBe('Olivia Owens');
  });
});

describe('refusals made before any route runs', () => {
  it('a path that does not decode: 400 in the envelope with every header, and no echo of the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/users/%zz' });
    expectEnvelope(res, 400);
    expect(res.body).not.toContain('%zz');
  });

  it('an over-long path parameter: 414 in the envelope with every header', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v3/users/${'a'.repeat(500)}` });
    expectEnvelope(res, 414);
  });

  it('malformed HTTP on the socket: the envelope with the baseline headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (d) => (data += String(d)));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    const headers = Object.fromEntries(
      head!
        .split('\r\n')
        .slice(1)
        .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    expectBaseline({ headers });
    expect(JSON.parse(body!)).toMatchObject({ status: 'error', payload: [] });
  });
});

describe('sign-out without a body', () => {
  it.each([
    ['no body at all', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['null', { headers: { 'content-type': 'application/json' }, payload: 'null' }],
    ['{}', { headers: { 'content-type': 'application/json' }, payload: '{}' }],
  ])('%s ends the session and both tokens at once', async (_name, extra) => {
    const s = await signIn(t.app, 'agent@acme.test');
    const { headers = {}, payload } = extra as { headers?: Record<string, string>; payload?: string };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/logout',
      headers: { ...bearer(s.accessToken), cookie: s.cookie, ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(res.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/v3/auth/session',
      headers: bearer(s.accessToken),
    });
    expect(session.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/refresh',
      headers: { cookie: s.cookie },
      payload: {},
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('the app at / for any client that does not ask for JSON', () => {
  it.each([undefined, '*/*', 'text/html', 'text/plain'])('Accept %s gets the app', async (accept) => {
    for (const url of ['/', '/dashboard', '/sign-in']) {
      const res = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectBaseline(res);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: accept ? { accept } : {} });
    expect(head.statusCode).toBe(200);
  });

  it('a client asking for JSON gets the 404 envelope, and API paths always do', async () => {
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'application/json' } }),
      404,
    );
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/v3/nothing', headers: { accept: '*/*' } }),
      404,
    );
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/v3/nothing', headers: { accept: 'text/html' } }),
      404,
    );
  });
});

describe('nothing half-written', () => {
  it('a refused sign-in leaves an audit row and no session', async () => {
    const before = (await t.database.db.select().from(sessions)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { username: 'owner@acme.test', password: 'Not-the-password-1' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, String(res.headers['x-request-id'])));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'auth.login-failed', detail: { knownUser: true } });
  });
});
