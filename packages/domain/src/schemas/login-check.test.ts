import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZLoginInput } from './auth';
import { checkLoginInput, type TLoginCheck } from './login-check';

/** What ZLoginInput says, in checkLoginInput's terms: the value, or the first message per field. */
function zodVerdict(input: { username: string; password: string }): TLoginCheck {
  const parsed = ZLoginInput.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

const lengths = (n: number) => 'a'.repeat(n);

describe('checkLoginInput', () => {
  it.each([
    ['empty', '', ''],
    ['blank username', '   ', 'secret'],
    ['trimmed username', '  owner@acme.test ', 'Parley2026demo'],
    ['spaces kept in the password', 'owner', '  '],
    ['username at 254', lengths(254), 'x'],
    ['username over 254', lengths(255), 'x'],
    ['username over 254 before the trim only', ` ${lengths(254)} `, 'x'],
    ['password at 128', 'owner', lengths(128)],
    ['password over 128', 'owner', lengths(129)],
    ['NUL in the username', 'ow\u0000ner', 'x'],
    ['lone surrogate in the password', 'owner', 'ab\uD83D'],
    ['both wrong', lengths(300), ''],
  ])('agrees with ZLoginInput: %s', (_name, username, password) => {
    expect(checkLoginInput({ username, password })).toEqual(zodVerdict({ username, password }));
  });

  it('agrees with ZLoginInput on any text', () => {
    const field = fc.oneof(
      fc.string({ maxLength: 300, unit: 'binary' }),
      fc.constantFrom('', ' ', '\t\n', lengths(254), lengths(255), lengths(128), lengths(129)),
    );
    fc.assert(
      fc.property(field, field, (username, password) => {
        expect(checkLoginInput({ username, password })).toEqual(zodVerdict({ username, password }));
      }),
      { numRuns: 500 },
    );
  });
});
