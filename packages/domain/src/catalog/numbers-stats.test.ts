import { describe, expect, it } from 'vitest';
import { NUMBER_LIST_PAGE_SIZE, NUMBER_TYPES, hasMoreNumberPages, numberTypeLabel } from './numbers';
import { statsWindow } from './stats-window';

describe('number types and paging (doc 001 §3, §4, §9)', () => {
  it('are 1 local and 2 toll-free', () => {
    expect(NUMBER_TYPES).toEqual({ local: 1, tollFree: 2 });
    expect(numberTypeLabel(1)).toBe('Local');
    expect(numberTypeLabel(2)).toBe('Toll-free');
    expect(numberTypeLabel(3)).toBeUndefined();
  });
  it('page on while a page holds 5000', () => {
    expect(NUMBER_LIST_PAGE_SIZE).toBe(5000);
    expect(hasMoreNumberPages(5000)).toBe(true);
    expect(hasMoreNumberPages(4999)).toBe(false);
    expect(hasMoreNumberPages(0)).toBe(false);
  });
});

describe('stats window (doc 001 §7, §9)', () => {
  it('runs from 6 days back to now, by day', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(statsWindow(now)).toEqual({
      startTimeMs: Date.UTC(2026, 10, 17, 12),
      endTimeMs: now,
      aggregatePeriod: 'days',
    });
  });
});
