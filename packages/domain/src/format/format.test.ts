import { describe, expect, it } from 'vitest';
import { hasSpec, specText } from '../testing-spec';
import { formatCurrency, formatMoney, formatRate } from './currency';
import { formatFileSize } from './file-size';
import { DATE_TIME_FORMAT, formatDateTime } from './date-time';

describe('currency (doc 001 §9: USD; 2 and 4 fraction digits)', () => {
  it('formats with 2 digits by default and 4 for rates', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(0.005)).toBe('$0.01');
    expect(formatRate(0.0075)).toBe('$0.0075');
    expect(formatRate(0.00755)).toBe('$0.0076');
    expect(formatRate(12)).toBe('$12.0000');
    expect(formatCurrency(2, { currency: 'CAD' })).toBe('CA$2.00');
  });
});

describe('file sizes (doc 001 §9: B, KB, MB)', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [999_949, '999.9 KB'],
    [999_950, '1 MB'],
    [1_000_000, '1 MB'],
    [1_250_000, '1.3 MB'],
    [5_000_000_000, '5,000 MB'],
  ])('%i bytes → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
  it('gives nothing for what is not a size', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('date format (doc 001 §9)', () => {
  it.runIf(hasSpec)('is the spec’s', () => expect(specText()).toContain(`Date format ${DATE_TIME_FORMAT}.`));
  it.each([
    ['2026-11-23T09:05:07Z', 'UTC', '11/23/2026 09:05:07 AM'],
    ['2026-11-23T00:00:00Z', 'UTC', '11/23/2026 12:00:00 AM'],
    ['2026-11-23T12:00:00Z', 'UTC', '11/23/2026 12:00:00 PM'],
    ['2026-11-23T23:59:59Z', 'UTC', '11/23/2026 11:59:59 PM'],
    ['2026-01-02T03:04:05Z', 'America/New_York', '01/01/2026 10:04:05 PM'],
    ['2026-07-02T03:04:05Z', 'America/New_York', '07/01/2026 11:04:05 PM'],
  ])('%s in %s → %s', (iso, zone, text) => expect(formatDateTime(iso, zone)).toBe(text));
  it('takes a Date or a number, and gives nothing for an invalid date', () => {
    const t = Date.UTC(2026, 10, 23, 15, 30, 0);
    expect(formatDateTime(t, 'UTC')).toBe('11/23/2026 03:30:00 PM');
    expect(formatDateTime(new Date(t), 'UTC')).toBe('11/23/2026 03:30:00 PM');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(new Date(t))).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AP]M$/);
  });
});
