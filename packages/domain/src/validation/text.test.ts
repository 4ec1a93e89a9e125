import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZLoginInput } from '../schemas/auth';
import { ZUserProfileInput } from '../schemas/user';
import { OUR_MESSAGES } from './messages';
import { isStorableText, text } from './text';

describe('text()', () => {
  it.each([
    ['a NUL byte', 'ab\u0000c'],
    ['a lone high surrogate', 'ab\uD83D'],
    ['a lone low surrogate', '\uDE00ab'],
    ['a pair in the wrong order', '\uDE00\uD83D'],
  ])('refuses %s with one clear message', (_name, value) => {
    const result = text().min(1).safeParse(value);
    expect(result.error?.issues.map((i) => i.message)).toEqual([OUR_MESSAGES.unstorableText]);
  });

  it('keeps emoji, accents, right-to-left text and other scripts', () => {
    for (const value of ['👩‍❤️‍💋‍👨', 'Zoë', 'مرحبا', '漢字', 'e\u0301', ''])
      expect(isStorableText(value)).toBe(true);
  });

  it('agrees with String.prototype.isWellFormed on every string, plus the NUL rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const wellFormed = (s as string & { isWellFormed(): boolean }).isWellFormed();
        expect(isStorableText(s)).toBe(wellFormed && !s.includes('\u0000'));
      }),
      { numRuns: 2000 },
    );
  });

  it('is what the shared schemas use: a sign-in and a profile with NUL are refused on the field', () => {
    const login = ZLoginInput.safeParse({ username: 'owner@acme.test\u0000', password: 'x' });
    expect(login.error?.issues[0]).toMatchObject({
      path: ['username'],
      message: OUR_MESSAGES.unstorableText,
    });
    const profile = ZUserProfileInput.safeParse({
      displayName: 'A\uD800',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(profile.error?.issues[0]).toMatchObject({
      path: ['displayName'],
      message: OUR_MESSAGES.unstorableText,
    });
  });
});
