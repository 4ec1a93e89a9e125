import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES } from '@parley/domain';
import { bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { sql } from 'drizzle-orm';
import { authFailures } from '../../db/schema/index';
import { LOGIN_LIMITS, PASSWORD_CHANGE_LIMIT, WINDOW_MINUTES, reserveAttempt } from '../../lib/throttle';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v3/auth/login', payload: { username, password }, remoteAddress });

describe('sign-in throttle under concurrency', () => {
  it('checks at most the limit of 100 wrong passwords sent at once from 5 addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login('supervisor@acme.test', `Wrong-${i}-Password`, `10.0.0.${i % 5}`),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401);
    const throttled = answers.filter((r) => r.statusCode === 429);
    expect(checked.length).toBe(LOGIN_LIMITS.perUsername);
    expect(throttled.length).toBe(100 - LOGIN_LIMITS.perUsername);
    for (const r of throttled) {
      expect(r.json().error[0].message).toBe(OUR_MESSAGES.tooManyAttempts);
      const retryAfter = Number(r.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
    }
    // the right password is refused too while the window lasts: the limit is per username
    expect((await login('supervisor@acme.test', 'Parley2026demo')).statusCode).toBe(429);
  });

  it('lets a good sign-in through and does not count it as a failure', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUsername + 2; i++)
      expect((await login('owner@summit.test', 'Parley2026demo', '10.0.1.1')).statusCode).toBe(200);
  });
});

describe('current-password guesses', () => {
  it('are throttled per user, with Retry-After, and a right password after the limit is refused too', async () => {
    const s = await signIn(t.app, 'west-admin@acme.test');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v3/auth/password',
        headers: bearer(s.accessToken),
        payload: { currentPassword, newPassword: 'AnotherPass2027!', confirmPassword: 'AnotherPass2027!' },
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`Wrong-guess-${i}`)));
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(PASSWORD_CHANGE_LIMIT);
    const throttled = answers.filter((r) => r.statusCode === 429);
    expect(throttled).toHaveLength(30 - PASSWORD_CHANGE_LIMIT);
    expect(throttled[0]!.json().error[0].message).toBe(OUR_MESSAGES.tooManyPasswordAttempts);
    expect(Number(throttled[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await change('Parley2026demo')).statusCode).toBe(429);
  });
});

describe('old attempts', () => {
  it('are swept out as attempts go on', async () => {
    await t.database.db
      .insert(authFailures)
      .values({ key: 'old-attempt', at: sql`now() - interval '2 days'` });
    for (let i = 0; i < 110; i++) await reserveAttempt(t.database.db, [{ key: `sweep:${i}`, max: 5 }]);
    const left = await t.database.db
      .select()
      .from(authFailures)
      .where(sql`${authFailures.key} = 'old-attempt'`);
    expect(left).toHaveLength(0);
  });
});
