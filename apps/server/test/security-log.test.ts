import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rule } from '@parley/domain';
import { auditLog } from '../src/db/schema/index';
import { LOGIN_LIMITS } from '../src/lib/throttle';
import { WEST, bearer, buildTestApp, logSink, signIn, type TestContext } from './helpers';

let t: TestContext;
const log = logSink();
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: 'info' },
    {
      logStream: log.stream,
      extraRoutes: async (api) => {
        api.get('/v3/test/failing-query', { config: { access: rule.public } }, async () => {
          await api.db.execute(sql`select * from no_such_table where secret = ${'param-s3cr3t-value'}`);
          return {};
        });
      },
    },
  );
});
afterAll(() => t.app.close());

const events = (event: string) => log.lines().filter((l) => l.security === true && l.event === event);
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function expectShape(line: Record<string, unknown> | undefined, expected: Record<string, unknown>) {
  expect(line).toBeDefined();
  expect(line).toMatchObject({
    security: true,
    ip: expect.any(String),
    requestId: expect.any(String),
    ...expected,
  });
  expect(line!.time).toMatch(ISO_UTC);
  for (const key of ['userId', 'actingUserId', 'accountId']) expect(line).toHaveProperty(key);
}

describe('security events', () => {
  it('a failed sign-in: one line with the user, the address and the request; an audit row too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { username: 'agent@acme.test', password: 'Wrong-Password-9' },
      remoteAddress: '10.9.0.1',
    });
    const line = events('login_failed').find((l) => l.requestId === res.headers['x-request-id']);
    expectShape(line, {
      ip: '10.9.0.1',
      userId: expect.stringMatching(/^CL/),
      accountId: expect.stringMatching(/^AC/),
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.requestId, String(res.headers['x-request-id'])),
          eq(auditLog.action, 'auth.login-failed'),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('an unknown username is not logged: it may be a password typed in the wrong field', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { username: 'Tr0ub4dor&3-typed-here', password: 'x' },
    });
    expect(log.text()).not.toContain('Tr0ub4dor');
    expect(events('login_failed').at(-1)).toMatchObject({ userId: null, reason: 'unknown user' });
  });

  it('throttling', async () => {
    for (let i = 0; i <= LOGIN_LIMITS.perAddressAndUsername; i++)
      await t.app.inject({
        method: 'POST',
        url: '/v3/auth/login',
        payload: { username: 'supervisor@acme.test', password: `Wrong-${i}-Password` },
      });
    expectShape(events('login_throttled').at(-1), { userId: expect.stringMatching(/^CL/) });
  });

  it('a denial, as the user it denied', async () => {
    const agent = await signIn(t.app, 'agent@acme.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v3/accounts/config',
      headers: bearer(agent.accessToken),
      payload: [{ accountSid: agent.session.accountId, key: 'timezone', value: 'UTC' }],
    });
    expect(res.statusCode).toBe(403);
    expectShape(events('access_denied').at(-1), {
      userId: agent.session.clientId,
      route: '/v3/accounts/config',
    });
  });

  it('impersonation start and stop name the real user as the acting user, and are audited', async () => {
    const owner = await signIn(t.app, 'owner@acme.test');
    const ownerId = owner.session.clientId;
    const start = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/impersonate',
      headers: bearer(owner.accessToken),
      payload: { accountSid: WEST },
    });
    expectShape(events('impersonation_started').at(-1), { userId: ownerId, targetAccountId: WEST });
    const acting = start.json().payload[0].accessToken as string;
    await t.app.inject({ method: 'POST', url: '/v3/auth/switch-back', headers: bearer(acting), payload: {} });
    expectShape(events('impersonation_stopped').at(-1), {
      userId: ownerId,
      actingUserId: ownerId,
      accountId: WEST,
    });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.clientId, ownerId));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.impersonate', 'auth.switch-back']),
    );
  });

  it('refresh-token reuse and a password change', async () => {
    const s = await signIn(t.app, 'owner@summit.test');
    const refresh = () =>
      t.app.inject({ method: 'POST', url: '/v3/auth/refresh', headers: { cookie: s.cookie }, payload: {} });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
    expectShape(events('refresh_token_reused').at(-1), { userId: s.session.clientId });

    const b = await signIn(t.app, 'owner@brightline.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/password',
      headers: bearer(b.accessToken),
      payload: {
        currentPassword: 'Parley2026demo',
        newPassword: 'QuietHarbor2027!',
        confirmPassword: 'QuietHarbor2027!',
      },
    });
    expect(res.statusCode).toBe(200);
    expectShape(events('password_changed').at(-1), { userId: b.session.clientId });
    expect(log.text()).not.toContain('QuietHarbor2027!');
  });
});

describe('no log line holds a password, a token or an SQL parameter', () => {
  it('a failing query is logged with its SQL and without its parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/test/failing-query' });
    expect(res.statusCode).toBe(500);
    const all = log.text();
    expect(all).toContain('no_such_table');
    expect(all).not.toContain('param-s3cr3t-value');
  });

  it('the sign-ins above left no password or token in the log', async () => {
    const s = await signIn(t.app, 'owner@acme.test');
    const all = log.text();
    expect(all).not.toContain('Parley2026demo');
    expect(all).not.toContain(s.accessToken);
    expect(all).not.toContain(s.refreshToken);
  });

  it('the request line keeps the query names and never their values', async () => {
    const s = await signIn(t.app, 'owner@acme.test');
    const secrets = ['tok3n-in-the-url', 'someone%40example.test', 'what-they-searched'];
    const res = await t.app.inject({
      method: 'GET',
      url: `/v3/webhooks?access_token=${secrets[0]}&email=${secrets[1]}&q=${secrets[2]}&flag`,
      headers: bearer(s.accessToken),
    });
    const line = log.lines().find((l) => l.msg === 'request' && l.reqId === res.headers['x-request-id']);
    expect(line?.url).toBe('/v3/webhooks?access_token=*&email=*&q=*&flag');
    for (const secret of secrets) expect(log.text()).not.toContain(secret);
  });
});
