import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES, OUR_MESSAGES } from './messages';
import { PASSWORD_PATTERN, ZNewPassword, isCommonPassword } from './password';
import { ZChangePasswordInput } from '../schemas/auth';

const messagesOf = (value: unknown) => {
  const r = ZNewPassword.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('password policy (doc 001 §5)', () => {
  it.each([
    ['Abcdefgh1', false, '9 characters'],
    ['Abcdefgh12', true, '10 characters'],
    ['abcdefgh12', false, 'no upper case'],
    ['ABCDEFGH12', false, 'no lower case'],
    ['Abcdefghij', false, 'no digit'],
    ['Abcdefg 12', false, 'whitespace'],
    ['Abcdefg-12', false, 'hyphen is not allowed'],
    ['Abcdefg_12', false, 'underscore is not allowed'],
    ['Abcdéfgh12', false, 'accented letter'],
    ['Abc!@#$%^&*()1', true, 'every allowed special'],
  ])('%s → %s (%s)', (pw, ok) => {
    expect(PASSWORD_PATTERN.test(pw)).toBe(ok);
  });

  it("gives the spec's message for a password that breaks the policy", () => {
    expect(messagesOf('short1A')).toEqual([MESSAGES.password]);
    expect(messagesOf('')).toContain(MESSAGES.passwordRequired);
  });

  it('refuses common passwords that meet the composition rules', () => {
    for (const pw of ['Password123', 'Welcome2024!', 'Qwerty123456', '123Password!', 'Summer2026x']) {
      expect(isCommonPassword(pw), pw).toBe(pw !== 'Summer2026x');
    }
    expect(messagesOf('Password123')).toEqual([OUR_MESSAGES.commonPassword]);
    expect(messagesOf('Parley2026demo')).toEqual([]);
  });

  it('never accepts a password the pattern refuses (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        if (!PASSWORD_PATTERN.test(s)) expect(ZNewPassword.safeParse(s).success).toBe(false);
      }),
    );
  });
});

describe('password confirmation', () => {
  it("says 'Passwords do not match.' on the confirmation field", () => {
    const r = ZChangePasswordInput.safeParse({
      currentPassword: 'x',
      newPassword: 'Valid2026pass',
      confirmPassword: 'Valid2026pasS',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ message: 'Passwords do not match.', path: ['confirmPassword'] }),
    ]);
  });
});
