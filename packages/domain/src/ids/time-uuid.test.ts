import { describe, expect, it } from 'vitest';
import {
  TIME_ID_WINDOW_DAYS,
  isUuidV1,
  isWithinTimeIdWindow,
  uuidV1ToDate,
  uuidV1ToTime,
  uuidV1ToTimeOrderedId,
} from './time-uuid';

// RFC 9562 appendix A.1's example: 2022-02-22 19:22:22 UTC
const RFC_EXAMPLE = 'C232AB00-9414-11EC-B3C8-9F6BDECED846';

/** A v1 UUID for a moment, as a generator would make it (node and clock sequence fixed). */
function v1At(ms: number): string {
  const ticks = BigInt(ms) * 10_000n + 122_192_928_000_000_000n;
  const hex = ticks.toString(16).padStart(15, '0');
  return `${hex.slice(7)}-${hex.slice(3, 7)}-1${hex.slice(0, 3)}-8000-000000000000`;
}

describe('time-based ids from a v1 UUID (doc 001 §9)', () => {
  it('reads the RFC example’s time', () => {
    expect(isUuidV1(RFC_EXAMPLE)).toBe(true);
    expect(uuidV1ToDate(RFC_EXAMPLE)?.toISOString()).toBe('2022-02-22T19:22:22.000Z');
  });

  it('round-trips moments, to the millisecond', () => {
    for (const ms of [0, Date.UTC(2026, 10, 23, 9, 36, 1, 123), Date.UTC(2099, 0, 1)]) {
      expect(uuidV1ToTime(v1At(ms))).toBe(ms);
    }
  });

  it('rewrites an id so that text order is time order', () => {
    expect(uuidV1ToTimeOrderedId(RFC_EXAMPLE)).toBe('1ec9414c232ab00b3c89f6bdeced846');
    const times = [
      Date.UTC(2020, 0, 1),
      Date.UTC(2020, 0, 1, 0, 0, 0, 1),
      Date.UTC(2024, 5, 1),
      Date.UTC(2031, 0, 1),
    ];
    const ids = times.map((t) => uuidV1ToTimeOrderedId(v1At(t))!);
    expect([...ids].reverse().sort()).toEqual(ids);
    // the UUIDs themselves do not sort by time (time_low comes first)
    expect([...times.map(v1At)].sort()).not.toEqual(times.map(v1At));
    expect(uuidV1ToTimeOrderedId('nope')).toBeUndefined();
  });

  it('refuses other UUIDs and text', () => {
    expect(uuidV1ToTime('f47ac10b-58cc-4372-a567-0e02b2c3d479')).toBeUndefined(); // v4
    expect(uuidV1ToTime('C232AB00-9414-11EC-73C8-9F6BDECED846')).toBeUndefined(); // bad variant
    expect(uuidV1ToDate('nope')).toBeUndefined();
  });

  it('checks the 90-day window at its edges', () => {
    const now = new Date(Date.UTC(2026, 10, 23, 12));
    const day = 86_400_000;
    expect(TIME_ID_WINDOW_DAYS).toBe(90);
    expect(isWithinTimeIdWindow(v1At(now.getTime()), now)).toBe(true);
    expect(isWithinTimeIdWindow(v1At(now.getTime() - 90 * day), now)).toBe(true);
    expect(isWithinTimeIdWindow(v1At(now.getTime() - 90 * day - 1), now)).toBe(false);
    expect(isWithinTimeIdWindow(v1At(now.getTime() + 1), now)).toBe(false);
    expect(isWithinTimeIdWindow(v1At(now.getTime() - 10 * day), now, 7)).toBe(false);
    expect(isWithinTimeIdWindow('nope', now)).toBe(false);
  });
});
