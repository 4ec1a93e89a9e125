import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { auditLog } from '../../db/schema/index';
import { appWithSignIns, bearer, signIn } from '../../../test/helpers';

const app = appWithSignIns({});
const { post, session } = app;

describe('change password', () => {
  const change = (token: string, body: object) => post('/v3/auth/password', body, bearer(token));

  it("applies the spec's policy, its messages and the common-password check", async () => {
    const s = await signIn(app.t.app, 'agent@acme.test');
    const cases: Array<[object, string, string]> = [
      [
        { currentPassword: 'Parley2026demo', newPassword: 'Short1a', confirmPassword: 'Short1a' },
        'newPassword',
        MESSAGES.password,
      ],
      [
        { currentPassword: 'Parley2026demo', newPassword: 'has space 1A', confirmPassword: 'has space 1A' },
        'newPassword',
        MESSAGES.password,
      ],
      [
        { currentPassword: 'Parley2026demo', newPassword: 'Password1234', confirmPassword: 'Password1234' },
        'newPassword',
        OUR_MESSAGES.commonPassword,
      ],
      [
        { currentPassword: 'Parley2026demo', newPassword: 'Valid2026pass', confirmPassword: 'Valid2026pasz' },
        'confirmPassword',
        MESSAGES.passwordsDoNotMatch,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await change(s.accessToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContainEqual({ code: 'validation', message, field });
    }
    // a well-formed request from someone who does not know the password: refused, not invalid
    const wrong = await change(s.accessToken, {
      currentPassword: 'wrong-one',
      newPassword: 'Valid2026pass',
      confirmPassword: 'Valid2026pass',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toEqual([
      { code: 'forbidden', message: OUR_MESSAGES.currentPasswordWrong, field: 'currentPassword' },
    ]);
    // nothing changed: the old password still signs in
    await signIn(app.t.app, 'agent@acme.test');
  });

  it('changes it, keeps this session and ends the others', async () => {
    const other = await signIn(app.t.app, 'agent@acme.test');
    const current = await signIn(app.t.app, 'agent@acme.test');
    const res = await change(current.accessToken, {
      currentPassword: 'Parley2026demo',
      newPassword: 'Fresh2026Secret',
      confirmPassword: 'Fresh2026Secret',
    });
    expect(res.statusCode).toBe(200);
    expect((await session(current.accessToken)).statusCode).toBe(200);
    expect((await session(other.accessToken)).statusCode).toBe(401);
    await signIn(app.t.app, 'agent@acme.test', 'Fresh2026Secret');
    const audit = await app.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.password-change'));
    expect(audit).toHaveLength(1);
  });
});
