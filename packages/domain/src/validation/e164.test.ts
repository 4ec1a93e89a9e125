import { describe, expect, it } from 'vitest';
import { isE164, normalizePhone } from './e164';

describe('isE164 (doc 001 §5)', () => {
  it.each(['+13125560100', '+12124561234', '+442071838750', '+35312345'])('accepts %s', (n) =>
    expect(isE164(n)).toBe(true),
  );

  it.each([
    ['no plus', '13125560100'],
    ['an area code starting 0', '+10125560100'],
    ['an area code starting 1', '+11125560100'],
    ['area code 900', '+19005560100'],
    ['area code 976', '+19765560100'],
    ['exchange 555', '+13125550100'],
    ['exchange 411', '+13124110100'],
    ['exchange 911', '+13129110100'],
    ['an exchange starting 1', '+13121560100'],
    ['a NANP number one digit short', '+1312556010'],
    ['a country code starting 0', '+0442071838750'],
    ['16 digits', '+4420718387501234'],
    ['letters', '+1312CALLNOW'],
    ['empty', ''],
  ])('refuses %s', (_what, n) => expect(isE164(n)).toBe(false));
});

describe('normalizePhone (doc 001 §5: 10 digits get +1, 11 get +)', () => {
  it('prefixes +1 to ten digits and + to eleven, after dropping punctuation', () => {
    expect(normalizePhone('(312) 556-0100')).toBe('+13125560100');
    expect(normalizePhone('1 312 556 0100')).toBe('+13125560100');
    expect(normalizePhone(' +44 20 7183 8750 ')).toBe('+442071838750');
  });

  it('leaves what it cannot read for the check to refuse', () => {
    expect(normalizePhone('12345')).toBe('12345');
    expect(isE164(normalizePhone('12345'))).toBe(false);
  });
});
