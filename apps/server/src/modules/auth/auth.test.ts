import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { OUR_MESSAGES } from '@parley/domain';
import { accounts, sessions, users } from '../../db/schema/index';
import { ACME, appWithSignIns, WEST, bearer, refreshCookieOf, signIn } from '../../../test/helpers';
import { signAccessToken } from '../../lib/tokens';
import { LOGIN_LIMITS } from '../../lib/throttle';

const app = appWithSignIns({});
const { post, session } = app;

describe('sign-in', () => {
  it('answers an access token, the session and a __Host- refresh cookie', async () => {
    const res = await post('/v3/auth/login', { username: 'Owner@Acme.test', password: 'Parley2026demo' });
    expect(res.statusCode).toBe(200);
    const grant = res.json().payload[0];
    expect(grant.accessToken).toMatch(/^ey/);
    expect(grant.expiresAt - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(grant.expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(grant.session).toMatchObject({
      accountId: ACME,
      parentAcctId: ACME,
      username: 'owner@acme.test',
      companyName: 'Acme Communications Inc.',
      displayName: 'Olivia Owens',
      roles: ['acct-owner'],
      accountConfig: { funded: '1', feature_inbox_enabled: '1' },
    });
    expect(grant.session.privs['dashboard-read']).toBe(true);
    const cookie = res.cookies.find((c) => c.name === '__Host-parley_rt')!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie.maxAge).toBeGreaterThan(1439 * 60);
    expect(cookie.maxAge).toBeLessThanOrEqual(1440 * 60);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says the same thing for a wrong password and an unknown user, and creates no session', async () => {
    const before = await app.t.database.db.select().from(sessions);
    const wrong = await post('/v3/auth/login', { username: 'agent@acme.test', password: 'Wrong-password-1' });
    const unknown = await post('/v3/auth/login', {
      username: 'nobody@acme.test',
      password: 'Wrong-password-1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'error',
        payload: [],
        error: [{ code: 'unauthenticated', message: OUR_MESSAGES.invalidCredentials }],
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await app.t.database.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('refuses unknown keys and missing fields with one error per field', async () => {
    const res = await post('/v3/auth/login', { username: '', privs: { 'add-feature': true } });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password', 'privs']));
  });

  it('throttles repeated failures for one username', async () => {
    const username = 'supervisor@acme.test';
    for (let i = 0; i < LOGIN_LIMITS.perAddressAndUsername; i++) {
      const res = await post('/v3/auth/login', { username, password: `Wrong-password-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/v3/auth/login', { username, password: 'Parley2026demo' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error[0].message).toBe(OUR_MESSAGES.tooManyAttempts);
  });
});

describe('a disabled user signing in', () => {
  const login = (username: string, password: string) => post('/v3/auth/login', { username, password });
  const noGrant = (res: Awaited<ReturnType<typeof login>>) => {
    expect(res.json().payload).toEqual([]);
    expect(res.headers['set-cookie']).toBeUndefined();
  };

  it('hears the generic answer for a wrong password, and that the user is disabled only after the right one', async () => {
    const db = app.t.database.db;
    await db.update(users).set({ status: 'inactive' }).where(eq(users.username, 'ycc@acme.test'));
    try {
      const wrong = await login('ycc@acme.test', 'Wrong-password-1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toEqual([
        { code: 'unauthenticated', message: OUR_MESSAGES.invalidCredentials },
      ]);
      noGrant(wrong);
      const before = await db.select().from(sessions);
      const right = await login('ycc@acme.test', 'Parley2026demo');
      expect(right.statusCode).toBe(403);
      expect(right.json().error).toEqual([{ code: 'forbidden', message: OUR_MESSAGES.userDisabled }]);
      noGrant(right);
      expect(await db.select().from(sessions)).toHaveLength(before.length);
    } finally {
      await db.update(users).set({ status: 'active' }).where(eq(users.username, 'ycc@acme.test'));
    }
  });

  it('of a closed account is told the account is disabled, after the right password only', async () => {
    const db = app.t.database.db;
    await db.update(accounts).set({ status: 'closed' }).where(eq(accounts.accountSid, WEST));
    try {
      const wrong = await login('west-admin@acme.test', 'Wrong-password-1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error[0].message).toBe(OUR_MESSAGES.invalidCredentials);
      const right = await login('west-admin@acme.test', 'Parley2026demo');
      expect(right.statusCode).toBe(403);
      expect(right.json().error).toEqual([{ code: 'forbidden', message: OUR_MESSAGES.accountDisabled }]);
      noGrant(right);
    } finally {
      await db.update(accounts).set({ status: 'active' }).where(eq(accounts.accountSid, WEST));
    }
  });
});

describe('tokens', () => {
  it('refuses a tampered, an expired, an unsigned and a foreign-secret token', async () => {
    const { accessToken } = await signIn(app.t.app, 'agent@acme.test');
    const [h, p, s] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const escalated = Buffer.from(
      JSON.stringify({ ...claims, privs: { ...claims.privs, 'add-feature': true } }),
    ).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const token of [`${h}.${escalated}.${s}`, unsigned, foreign]) {
      const res = await session(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error[0].code).toBe('unauthenticated');
    }
    const expired = await signAccessToken(
      {
        sid: claims.sid,
        accountId: ACME,
        clientId: claims.clientId,
        parentAcctId: ACME,
        privs: claims.privs,
        roles: claims.roles,
      },
      app.t.config.jwtSecret,
      Date.now() - 31 * 60_000,
    );
    const res = await session(expired.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().error[0]).toEqual({ code: 'session_expired', message: OUR_MESSAGES.sessionExpired });
  });
});

describe('refresh', () => {
  it('rotates the refresh token and revokes the whole session when an old one comes back', async () => {
    const first = await signIn(app.t.app, 'supervisor@acme.test').catch(() =>
      signIn(app.t.app, 'owner@acme.test'),
    );
    const r1 = await post('/v3/auth/refresh', {}, { cookie: first.cookie });
    expect(r1.statusCode).toBe(200);
    const second = refreshCookieOf(r1)!;
    expect(second).not.toBe(first.refreshToken);
    const newAccess = r1.json().payload[0].accessToken;
    expect((await session(newAccess)).statusCode).toBe(200);

    // The first token again: someone holds a copy. Everything from this sign-in ends.
    const reuse = await post('/v3/auth/refresh', {}, { cookie: first.cookie });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error[0].code).toBe('session_expired');
    expect((await post('/v3/auth/refresh', {}, { cookie: `__Host-parley_rt=${second}` })).statusCode).toBe(
      401,
    );
    expect((await session(newAccess)).statusCode).toBe(401);
    expect((await session(first.accessToken)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with a malformed one', async () => {
    expect((await post('/v3/auth/refresh', {})).statusCode).toBe(401);
    expect((await post('/v3/auth/refresh', {}, { cookie: '__Host-parley_rt=abc.def' })).statusCode).toBe(401);
  });

  it('stops at the absolute session limit of 1440 minutes', async () => {
    const s = await signIn(app.t.app, 'owner@acme.test');
    const sid = JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString()).sid;
    await app.t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    expect((await post('/v3/auth/refresh', {}, { cookie: s.cookie })).statusCode).toBe(401);
    expect((await session(s.accessToken)).statusCode).toBe(401);
  });

  it('refuses a form post (only JSON bodies)', async () => {
    const s = await signIn(app.t.app, 'owner@acme.test');
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/v3/auth/refresh',
      headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('logout', () => {
  it('revokes the access token and the refresh token at once', async () => {
    const s = await signIn(app.t.app, 'owner@acme.test');
    const res = await post('/v3/auth/logout', {}, { ...bearer(s.accessToken), cookie: s.cookie });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === '__Host-parley_rt')!;
    expect(cleared.value).toBe('');
    expect((await session(s.accessToken)).statusCode).toBe(401);
    expect((await post('/v3/auth/refresh', {}, { cookie: s.cookie })).statusCode).toBe(401);
  });

  it('works with only the cookie (an access token that already expired)', async () => {
    const s = await signIn(app.t.app, 'owner@acme.test');
    expect((await post('/v3/auth/logout', {}, { cookie: s.cookie })).statusCode).toBe(200);
    expect((await session(s.accessToken)).statusCode).toBe(401);
  });
});

describe('session hint cookie', () => {
  type TCookie = { name: string; value: string; httpOnly?: boolean; maxAge?: number };
  const named = (res: { cookies: TCookie[] }, name: string) => res.cookies.find((c) => c.name === name);
  const hint = (res: { cookies: TCookie[] }) => named(res, '__Host-parley_session');

  /** Set beside the refresh cookie, readable by the page, holding nothing secret, as long-lived. */
  function expectHintSet(res: { cookies: TCookie[] }) {
    const refresh = named(res, '__Host-parley_rt')!;
    expect(refresh.value).not.toBe('');
    expect(hint(res)).toMatchObject({ value: '1', secure: true, sameSite: 'Strict', path: '/' });
    expect(hint(res)!.httpOnly).toBeFalsy();
    expect(hint(res)!.maxAge).toBe(refresh.maxAge);
  }
  function expectHintCleared(res: { cookies: TCookie[] }) {
    expect(named(res, '__Host-parley_rt')?.value).toBe('');
    expect(hint(res)?.value).toBe('');
  }

  it('comes with the refresh cookie at sign-in and at each refresh', async () => {
    const res = await post('/v3/auth/login', { username: 'owner@acme.test', password: 'Parley2026demo' });
    expectHintSet(res);
    const refreshed = await post(
      '/v3/auth/refresh',
      {},
      { cookie: `__Host-parley_rt=${refreshCookieOf(res)}` },
    );
    expectHintSet(refreshed);
  });

  it('is cleared with it when a refresh is refused and at logout', async () => {
    expectHintCleared(await post('/v3/auth/refresh', {}));
    expectHintCleared(await post('/v3/auth/refresh', {}, { cookie: '__Host-parley_rt=abc.def' }));
    const s = await signIn(app.t.app, 'owner@acme.test');
    expectHintCleared(await post('/v3/auth/logout', null, { cookie: s.cookie }));
  });

  it('follows impersonation and switch-back, and is cleared when switch-back cannot continue', async () => {
    const owner = await signIn(app.t.app, 'owner@acme.test');
    const imp = await post('/v3/auth/impersonate', { accountSid: WEST }, bearer(owner.accessToken));
    expectHintSet(imp);
    const impCookie = `__Host-parley_rt=${refreshCookieOf(imp)}`;
    const back = await post(
      '/v3/auth/switch-back',
      {},
      { ...bearer(imp.json().payload[0].accessToken), cookie: impCookie },
    );
    expectHintSet(back);

    // the original session ended meanwhile (as at its limit): switching back ends everything
    const again = await signIn(app.t.app, 'owner@acme.test');
    const imp2 = await post('/v3/auth/impersonate', { accountSid: WEST }, bearer(again.accessToken));
    const sid = JSON.parse(Buffer.from(again.accessToken.split('.')[1]!, 'base64url').toString()).sid;
    await app.t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid));
    const refused = await post(
      '/v3/auth/switch-back',
      {},
      { ...bearer(imp2.json().payload[0].accessToken), cookie: `__Host-parley_rt=${refreshCookieOf(imp2)}` },
    );
    expect(refused.statusCode).toBe(401);
    expectHintCleared(refused);
  });
});
