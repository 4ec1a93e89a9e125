import { describe, expect, it } from 'vitest';
import { snoozeUntil } from './snooze-presets';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('snooze presets', () => {
  // Wednesday 25 November 2026, 16:30
  const wednesday = local(2026, 11, 25, 16, 30);

  it('an hour from now', () => {
    expect(snoozeUntil('hour', wednesday)).toEqual(local(2026, 11, 25, 17, 30));
  });

  it('tomorrow at 9:00, across a month’s end', () => {
    expect(snoozeUntil('tomorrow', wednesday)).toEqual(local(2026, 11, 26, 9));
    expect(snoozeUntil('tomorrow', local(2026, 11, 30, 23, 59))).toEqual(local(2026, 12, 1, 9));
  });

  it('next Monday at 9:00, a week on from a Monday', () => {
    expect(snoozeUntil('nextWeek', wednesday)).toEqual(local(2026, 11, 30, 9));
    expect(snoozeUntil('nextWeek', local(2026, 11, 29, 10))).toEqual(local(2026, 11, 30, 9));
    expect(snoozeUntil('nextWeek', local(2026, 11, 30, 8))).toEqual(local(2026, 12, 7, 9));
    expect(snoozeUntil('nextWeek', local(2026, 11, 28, 10))).toEqual(local(2026, 11, 30, 9));
  });
});
