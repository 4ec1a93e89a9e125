import { describe, expect, it } from 'vitest';
import { reportWindow, yearWindow } from './stats-window';

const DAY = 86_400_000;

describe("the reports' windows", () => {
  it('the last n days by day, today included', () => {
    const now = Date.UTC(2026, 11, 7, 9, 30);
    expect(reportWindow(30, now)).toEqual({
      startTimeMs: now - 29 * DAY,
      endTimeMs: now,
      aggregatePeriod: 'days',
    });
  });

  it('the last 12 months by month, starting mid-month so every zone touches twelve', () => {
    const now = Date.UTC(2026, 11, 7, 9, 30);
    const { startTimeMs, endTimeMs, aggregatePeriod } = yearWindow(now);
    expect(new Date(startTimeMs).toISOString()).toBe('2026-01-15T09:30:00.000Z');
    expect(endTimeMs).toBe(now);
    expect(aggregatePeriod).toBe('months');
    // January 31st: eleven months back is the 15th of February, not a day in March
    expect(new Date(yearWindow(Date.UTC(2027, 0, 31)).startTimeMs).toISOString()).toBe(
      '2026-02-15T00:00:00.000Z',
    );
  });
});
