import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUR_MESSAGES } from '@parley/domain';
import { bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { sql } from 'drizzle-orm';
import { authFailures } from '../../db/schema/index';
import { DEVICE_COOKIE } from '../../lib/device-cookie';
import { HttpError } from '../../lib/errors';
import { passwordWork } from '../../lib/work-gate';
import {
  LOGIN_LIMITS,
  PASSWORD_CHANGE_LIMIT,
  WINDOW_MINUTES,
  addressKey,
  reserveAttempt,
} from '../../lib/throttle';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const RIGHT = 'Parley2026demo';
const login = (username: string, password: string, remoteAddress = '127.0.0.1', device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v3/auth/login',
    payload: { username, password },
    remoteAddress,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });
const count = (answers: Array<{ statusCode: number }>, code: number) =>
  answers.filter((r) => r.statusCode === code).length;
/** The device cookie a right sign-in leaves in this browser. */
async function deviceOf(username: string, remoteAddress: string): Promise<string> {
  const res = await login(username, RIGHT, remoteAddress);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  return cookie.value;
}

describe('sign-in throttle under concurrency', () => {
  it('checks at most the per-username limit of 100 wrong passwords sent at once from 20 addresses', async () => {
    const device = await deviceOf('supervisor@acme.test', '10.9.9.9');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login('supervisor@acme.test', `Wrong-${i}-Password`, `10.0.0.${i % 20}`),
      ),
    );
    expect(count(answers, 401)).toBe(LOGIN_LIMITS.perUsername);
    expect(count(answers, 429)).toBe(100 - LOGIN_LIMITS.perUsername);
    for (const r of answers.filter((r) => r.statusCode === 429)) {
      expect(r.json().error[0].message).toBe(OUR_MESSAGES.tooManyAttempts);
      const retryAfter = Number(r.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
    }
    // The spread-out guesser is capped: a new address is not checked, the right password neither,
    // so guessing from more addresses learns nothing more.
    expect((await login('supervisor@acme.test', RIGHT, '10.0.7.7')).statusCode).toBe(429);
    // The owner's browser, where they signed in before, is counted on its own and gets in.
    expect((await login('supervisor@acme.test', RIGHT, '10.0.8.8', device)).statusCode).toBe(200);
  });

  it('lets a good sign-in through and does not count it as a failure', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUsername + 2; i++)
      expect((await login('owner@summit.test', RIGHT, '10.0.1.1')).statusCode).toBe(200);
  });
});

describe('a lockout from one address', () => {
  it('throttles the guessing address, and the owner still gets in from their own with the right password', async () => {
    const user = 'webrtc@acme.test';
    const attacker = '203.0.113.5';
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(user, `Wrong-${i}-Password`, attacker)),
    );
    expect(count(guesses, 401)).toBe(LOGIN_LIMITS.perAddressAndUsername);
    expect(count(guesses, 429)).toBe(15 - LOGIN_LIMITS.perAddressAndUsername);
    // from the guessing address even the right password is not checked
    expect((await login(user, RIGHT, attacker)).statusCode).toBe(429);
    // the owner, from another address and with no device cookie, gets in ...
    expect((await login(user, RIGHT, '198.51.100.7')).statusCode).toBe(200);
    // ... and that does not free the attacker's address
    expect((await login(user, 'Wrong-again-Password', attacker)).statusCode).toBe(429);
  });

  it('a username that spells part of another key fills only its own', async () => {
    const user = 'admin@acme.test';
    for (const crafted of [`${user}:address:10.6.6.6`, `${user}","address","10.6.6.6`])
      for (let i = 0; i < LOGIN_LIMITS.perAddressAndUsername; i++)
        await login(crafted, `Wrong-${i}-Password`, `10.7.${i}.1`);
    expect((await login(user, RIGHT, '10.6.6.6')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    const user = 'agent@acme.test';
    for (let i = 0; i < LOGIN_LIMITS.perAddressAndUsername; i++)
      expect((await login(user, `Wrong-${i}-Password`, `2001:db8:5:6::${i + 1}`)).statusCode).toBe(401);
    // another address of the same /64 is the same guesser
    expect((await login(user, RIGHT, '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await login(user, RIGHT, '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});

describe('a trusted device', () => {
  it('has its own limit, and a device cookie of another user or a forged one is not trusted', async () => {
    const user = 'ycc@acme.test';
    const device = await deviceOf(user, '10.3.0.1');
    const answers: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perDevice; i++)
      answers.push((await login(user, `Wrong-${i}-Password`, `10.3.1.${i}`, device)).statusCode);
    expect(answers).toEqual([...Array(LOGIN_LIMITS.perDevice).fill(401), 429]);
    // locked out on this device, however many addresses it comes from ...
    expect((await login(user, RIGHT, '10.3.2.1', device)).statusCode).toBe(429);
    // ... while its failures did not count against the username anywhere else
    expect((await login(user, RIGHT, '10.3.2.2')).statusCode).toBe(200);

    // another user's cookie or a forged one counts as no cookie: the address's own bucket
    const other = await deviceOf('owner@acme.test', '10.3.0.2');
    const [id] = other.split('.');
    for (const cookie of [other, `${id}.${'A'.repeat(43)}`, 'garbage', `${id}.x.y`]) {
      expect((await login(user, `Wrong-Password-x`, '10.3.3.3', cookie)).statusCode).toBe(401);
    }
    // they were counted on the address: the limit is reached after the rest of its count
    const rest: number[] = [];
    for (let i = 4; i <= LOGIN_LIMITS.perAddressAndUsername; i++)
      rest.push((await login(user, `Wrong-${i}-Password`, '10.3.3.3')).statusCode);
    expect(rest).toEqual([...Array(LOGIN_LIMITS.perAddressAndUsername - 4).fill(401), 429]);
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
    expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(PASSWORD_CHANGE_LIMIT);
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

describe('a sign-in the hashing gate refuses', () => {
  it('answers 503 with Retry-After and spends no attempt', async () => {
    const busy = new HttpError(503, 'unavailable', OUR_MESSAGES.unavailable, undefined, 3);
    const gate = vi.spyOn(passwordWork, 'run').mockRejectedValue(busy);
    try {
      const refused = await Promise.all(
        Array.from({ length: LOGIN_LIMITS.perAddressAndUsername + 2 }, () =>
          login('admin@acme.test', RIGHT, '10.44.0.1'),
        ),
      );
      for (const r of refused) {
        expect(r.statusCode).toBe(503);
        expect(r.headers['retry-after']).toBe('3');
        expect(r.json().error[0].message).toBe(OUR_MESSAGES.unavailable);
      }
    } finally {
      gate.mockRestore();
    }
    // more refusals than the address may fail, and still the right password gets in
    expect((await login('admin@acme.test', RIGHT, '10.44.0.1')).statusCode).toBe(200);
  });
});
