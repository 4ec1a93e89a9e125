import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, maskedNumber, passesLuhn, securityCodeLength } from './card-number';

describe('card numbers (issue 27)', () => {
  it('reads digits typed with spaces or dashes, and nothing else', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4000-0000-0000-0002')).toBe('4000000000000002');
    expect(cardDigits('4242.4242')).toBeNull();
    expect(cardDigits('42a2')).toBeNull();
  });

  it('checks the Luhn digit of the processors’ test numbers', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
      '378282246310005',
    ])
      expect(passesLuhn(n), n).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12ab')).toBe(false);
  });

  it('finds every wrong last digit: exactly one of ten passes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (body) => {
        const passing = [...'0123456789'].filter((d) => passesLuhn(body + d));
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('names the brand by the leading digits, with its security code length', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999999999999995')).toBe('Card');
    expect(securityCodeLength('American Express')).toBe(4);
    expect(securityCodeLength('Visa')).toBe(3);
    expect(maskedNumber('4242')).toBe('•••• 4242');
  });
});
