import { describe, expect, it } from 'vitest';
import {
  ALL_WEEK_DAYS_MASK,
  WEEK_DAYS,
  WEEK_DAY_FLAGS,
  ZWeekDayMask,
  ZWeekDayMaskRequired,
  isWeekDayMask,
  maskHasWeekDay,
  maskToWeekDays,
  toggleWeekDay,
  weekDayFlagOf,
  weekDaysToMask,
} from './week-days';
import { CATALOG_MESSAGES } from './catalog-messages';

describe('week-day flags (doc 001 §3)', () => {
  it('are Sunday 1, Monday 2 … Saturday 64', () => {
    expect(WEEK_DAY_FLAGS).toEqual({
      Sunday: 1,
      Monday: 2,
      Tuesday: 4,
      Wednesday: 8,
      Thursday: 16,
      Friday: 32,
      Saturday: 64,
    });
    expect(WEEK_DAYS.map((d) => d.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(ALL_WEEK_DAYS_MASK).toBe(127);
  });

  it('turn days into a mask and back', () => {
    expect(weekDaysToMask([])).toBe(0);
    expect(weekDaysToMask(['Monday', 'Wednesday', 'Friday'])).toBe(42);
    expect(weekDaysToMask(['Monday', 'Monday'])).toBe(2);
    expect(maskToWeekDays(42)).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(maskToWeekDays(127)).toHaveLength(7);
    expect(maskToWeekDays(0)).toEqual([]);
    for (let m = 0; m <= 127; m++) expect(weekDaysToMask(maskToWeekDays(m))).toBe(m);
  });

  it('refuse a mask outside 0–127', () => {
    for (const bad of [-1, 128, 1.5, Number.NaN]) {
      expect(isWeekDayMask(bad)).toBe(false);
      expect(() => maskToWeekDays(bad)).toThrow(RangeError);
      expect(ZWeekDayMask.safeParse(bad).error?.issues[0]?.message).toBe(CATALOG_MESSAGES.weekDaysInvalid);
    }
    expect(ZWeekDayMask.parse(0)).toBe(0);
    expect(ZWeekDayMask.parse(127)).toBe(127);
    expect(ZWeekDayMaskRequired.safeParse(0).error?.issues[0]?.message).toBe(
      CATALOG_MESSAGES.weekDaysRequired,
    );
    expect(ZWeekDayMaskRequired.parse(1)).toBe(1);
  });

  it('test, toggle and take a date’s day', () => {
    expect(maskHasWeekDay(42, 'Monday')).toBe(true);
    expect(maskHasWeekDay(42, 'Sunday')).toBe(false);
    expect(toggleWeekDay(42, 'Sunday')).toBe(43);
    expect(toggleWeekDay(43, 'Sunday')).toBe(42);
    expect(weekDayFlagOf(new Date(2026, 10, 22))).toBe(WEEK_DAY_FLAGS.Sunday);
    expect(weekDayFlagOf(new Date(2026, 10, 28))).toBe(WEEK_DAY_FLAGS.Saturday);
  });
});
