import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZBalance } from './ledger';
import { formatUnits, moneyText, unitsOfCents, unitsOfDollars, unitsOfMoneyText, ZMoneyText } from './money';

describe('money in ten-thousandths of a dollar (DESIGN.md §8)', () => {
  it('writes units as dollars with four decimals, exactly', () => {
    expect(moneyText(0)).toBe('0.0000');
    expect(moneyText(79)).toBe('0.0079');
    expect(moneyText(-79)).toBe('-0.0079');
    expect(moneyText(123_4500)).toBe('123.4500');
    expect(moneyText(-10_000)).toBe('-1.0000');
    // past Number's safe range the bigint path stays exact
    expect(moneyText(123456789012345678901n)).toBe('12345678901234567.8901');
  });

  it('reads back what it writes, for any amount a ledger can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (units) => {
        const text = moneyText(units);
        expect(ZMoneyText.safeParse(text).success).toBe(true);
        expect(unitsOfMoneyText(text)).toBe(units);
      }),
    );
  });

  it('refuses text that is not an amount', () => {
    for (const bad of ['1', '1.5', '1.00000', '', 'abc', '1e3', '--1.0000', '1.0000 '])
      expect(() => unitsOfMoneyText(bad), bad).toThrow();
    expect(ZMoneyText.safeParse('10.50').success).toBe(false);
  });

  it('converts dollars and cents, and formats with 2 or 4 digits', () => {
    expect(unitsOfDollars(50)).toBe(500_000);
    expect(unitsOfCents(1500)).toBe(150_000);
    expect(unitsOfCents(0.79)).toBe(79);
    expect(formatUnits(12_345_000)).toBe('$1,234.50');
    expect(formatUnits(-50_000)).toBe('-$5.00');
    expect(formatUnits(79, { fractionDigits: 4 })).toBe('$0.0079');
  });

  it('answers a balance as text in USD', () => {
    expect(ZBalance.parse({ balance: '10.0000', currency: 'USD', funded: true }).balance).toBe('10.0000');
    expect(ZBalance.safeParse({ balance: 10, currency: 'USD', funded: true }).success).toBe(false);
  });
});
