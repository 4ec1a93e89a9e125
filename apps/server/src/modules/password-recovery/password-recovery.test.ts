import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, OUR_MESSAGES, RECOVERY_MAX_ATTEMPTS } from '@parley/domain';
import { auditLog, passwordResets } from '../../db/schema/index';
import { DEVICE_COOKIE } from '../../lib/device-cookie';
import { LOGIN_LIMITS, RECOVERY_LIMITS } from '../../lib/throttle';
import { PASSWORD, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const forgot = (username: string, ip?: string) => post('/v3/auth/password/forgot', { username }, ip);
const verify = (username: string, code: string, ip?: string) =>
  post('/v3/auth/password/verify', { username, code }, ip);
const reset = (resetToken: string, newPassword: string, confirmPassword = newPassword) =>
  post('/v3/auth/password/reset', { resetToken, newPassword, confirmPassword });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
// the mail is sent after the answer: give it a tick
const lastMail = async () => {
  await new Promise((r) => setTimeout(r, 10));
  return t.mail.at(-1)!;
};

describe('password recovery', () => {
  it('answers the same for a known and an unknown user, and mails only the known one', async () => {
    const known = await forgot('supervisor@acme.test', '10.0.1.1');
    const unknown = await forgot('nobody@acme.test', '10.0.1.1');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().payload[0].message).toBe(OUR_MESSAGES.recoverySent);
    const mail = await lastMail();
    expect(mail.to).toBe('supervisor@acme.test');
    expect(t.mail.filter((m) => m.to === 'nobody@acme.test')).toHaveLength(0);
    // stored hashed: the code is nowhere in the table
    const rows = await t.database.db.select().from(passwordResets);
    expect(JSON.stringify(rows)).not.toContain(codeIn(mail.text));
  });

  it('goes from forgot to a new password; the code and the reset token are single-use', async () => {
    const before = await signIn(t.app, 'agent@acme.test');
    await forgot('agent@acme.test', '10.0.2.1');
    const code = codeIn((await lastMail()).text);
    const v = await verify('agent@acme.test', code, '10.0.2.1');
    expect(v.statusCode).toBe(200);
    const { resetToken } = v.json().payload[0];
    expect((await verify('agent@acme.test', code, '10.0.2.1')).statusCode).toBe(400);

    const mismatch = await reset(resetToken, 'Recovered2026x', 'Recovered2026y');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toContainEqual({
      code: 'validation',
      field: 'confirmPassword',
      message: MESSAGES.passwordsDoNotMatch,
    });
    const weak = await reset(resetToken, 'weakpass');
    expect(weak.json().error).toContainEqual({
      code: 'validation',
      field: 'newPassword',
      message: MESSAGES.password,
    });

    const done = await reset(resetToken, 'Recovered2026x');
    expect(done.statusCode).toBe(200);
    expect(done.json().payload[0].message).toBe(OUR_MESSAGES.passwordReset);
    expect((await reset(resetToken, 'Another2026xy')).json().error[0]).toMatchObject({
      field: 'resetToken',
      message: OUR_MESSAGES.recoveryExpired,
    });

    // the old sessions ended, the old password no longer works, the new one does
    expect(
      (await t.app.inject({ method: 'GET', url: '/v3/auth/session', headers: bearer(before.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/v3/auth/login', { username: 'agent@acme.test', password: 'Parley2026demo' })).statusCode,
    ).toBe(401);
    await signIn(t.app, 'agent@acme.test', 'Recovered2026x');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.password-reset'));
    expect(audit).toHaveLength(1);
  });

  it('burns a code after five wrong guesses', async () => {
    await forgot('owner@acme.test', '10.0.3.1');
    const code = codeIn((await lastMail()).text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < RECOVERY_MAX_ATTEMPTS; i++) {
      const res = await verify('owner@acme.test', wrongCode, '10.0.3.1');
      expect(res.json().error[0]).toEqual({
        code: 'validation',
        field: 'code',
        message: OUR_MESSAGES.recoveryCodeWrong,
      });
    }
    expect((await verify('owner@acme.test', code, '10.0.3.1')).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    await forgot('west-admin@acme.test', '10.0.4.1');
    const code = codeIn((await lastMail()).text);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await verify('west-admin@acme.test', code, '10.0.4.1')).statusCode).toBe(400);
  });

  it('only the newest code counts', async () => {
    await forgot('supervisor@acme.test', '10.0.5.1');
    const first = codeIn((await lastMail()).text);
    await forgot('supervisor@acme.test', '10.0.5.1');
    const second = codeIn((await lastMail()).text);
    if (first !== second)
      expect((await verify('supervisor@acme.test', first, '10.0.5.1')).statusCode).toBe(400);
    expect((await verify('supervisor@acme.test', second, '10.0.5.1')).statusCode).toBe(200);
  });

  it('refuses a malformed code with the format message', async () => {
    const res = await verify('owner@acme.test', '12ab56');
    expect(res.json().error[0]).toMatchObject({ field: 'code', message: OUR_MESSAGES.recoveryCodeFormat });
  });

  it('throttles requests per username', async () => {
    for (let i = 0; i < RECOVERY_LIMITS.perUsername; i++)
      expect((await forgot('throttle@acme.test', `10.1.0.${i}`)).statusCode).toBe(200);
    expect((await forgot('throttle@acme.test', '10.1.1.1')).statusCode).toBe(429);
  });
});

describe('a completed reset and the sign-in throttle', () => {
  const login = (password: string, remoteAddress: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { username: 'owner@brightline.test', password },
      remoteAddress,
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
  /** Wrong guesses from many addresses until the username's own limit is full. */
  const lockOut = async (from: string) => {
    for (let i = 0; i < LOGIN_LIMITS.perUsername; i++)
      await login(`Wrong-${i}-Password`, `${from}.${i % LOGIN_LIMITS.perAddressAndUsername}`);
    expect((await login('Not-checked-1', `${from}.200`)).statusCode).toBe(429);
  };

  it('lifts it, and trusts the browser that reset the password while others keep guessing', async () => {
    await lockOut('10.8.0');
    expect((await login(PASSWORD, '10.8.1.1')).statusCode).toBe(429);

    await forgot('owner@brightline.test', '10.8.2.1');
    const { resetToken } = (
      await verify('owner@brightline.test', codeIn((await lastMail()).text), '10.8.2.1')
    ).json().payload[0];
    const done = await reset(resetToken, 'Recovered2026z');
    expect(done.statusCode).toBe(200);
    const device = done.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
    expect(device).toBeTruthy();

    // the new password works at once, from any address, the guessing ones included
    expect((await login('Recovered2026z', '10.8.0.1')).statusCode).toBe(200);
    // guessing starts again and fills the username's limit: the resetting browser still gets in
    await lockOut('10.8.3');
    expect((await login('Recovered2026z', '10.8.4.1')).statusCode).toBe(429);
    expect((await login('Recovered2026z', '10.8.4.1', device)).statusCode).toBe(200);
  });
});
