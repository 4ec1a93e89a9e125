import { z } from 'zod';
import { CATALOG_MESSAGES } from './catalog-messages';

/**
 * Doc 001 §3: week days are bit flags, Sunday 1, Monday 2, Tuesday 4, Wednesday 8, Thursday 16,
 * Friday 32, Saturday 64. A schedule stores the sum of its days' flags.
 */
export const WEEK_DAY_FLAGS = {
  Sunday: 1,
  Monday: 2,
  Tuesday: 4,
  Wednesday: 8,
  Thursday: 16,
  Friday: 32,
  Saturday: 64,
} as const;

export type TWeekDay = keyof typeof WEEK_DAY_FLAGS;

/** Every day set: 127. */
export const ALL_WEEK_DAYS_MASK = 127;

export interface TWeekDayOption {
  day: TWeekDay;
  /** three letters, for narrow controls ('Sun') */
  short: string;
  flag: number;
  /** Date.getDay()'s number: Sunday 0 … Saturday 6 */
  index: number;
}

/** The days of week, Sunday first (doc 001 §3's static list, in flag order). */
export const WEEK_DAYS: readonly TWeekDayOption[] = Object.freeze(
  (Object.keys(WEEK_DAY_FLAGS) as TWeekDay[]).map((day, index) =>
    Object.freeze({ day, short: day.slice(0, 3), flag: WEEK_DAY_FLAGS[day], index }),
  ),
);

/** Whether a number is a valid set of days: a whole number from 0 to 127. */
export const isWeekDayMask = (mask: number): boolean =>
  Number.isInteger(mask) && mask >= 0 && mask <= ALL_WEEK_DAYS_MASK;

/** The mask of a list of days (a repeated day counts once). */
export const weekDaysToMask = (days: Iterable<TWeekDay>): number => {
  let mask = 0;
  for (const day of days) mask |= WEEK_DAY_FLAGS[day];
  return mask;
};

/** The days a mask holds, Sunday first. Throws on a mask outside 0–127. */
export function maskToWeekDays(mask: number): TWeekDay[] {
  if (!isWeekDayMask(mask)) throw new RangeError(`Not a week-day mask: ${mask}`);
  return WEEK_DAYS.filter((d) => (mask & d.flag) !== 0).map((d) => d.day);
}

/** Whether a mask holds a day. */
export const maskHasWeekDay = (mask: number, day: TWeekDay): boolean => (mask & WEEK_DAY_FLAGS[day]) !== 0;

/** A mask with one day switched on or off. */
export const toggleWeekDay = (mask: number, day: TWeekDay): number => mask ^ WEEK_DAY_FLAGS[day];

/** The flag of a Date's day (local time, as Date.getDay()). */
export const weekDayFlagOf = (date: Date): number => 1 << date.getDay();

/** A set of days as a form and a route accept it: a whole number from 0 to 127. */
export const ZWeekDayMask = z
  .number({ error: CATALOG_MESSAGES.weekDaysInvalid })
  .int(CATALOG_MESSAGES.weekDaysInvalid)
  .min(0, CATALOG_MESSAGES.weekDaysInvalid)
  .max(ALL_WEEK_DAYS_MASK, CATALOG_MESSAGES.weekDaysInvalid);

/** The same with at least one day (a recurring schedule that never recurs is refused). */
export const ZWeekDayMaskRequired = ZWeekDayMask.min(1, CATALOG_MESSAGES.weekDaysRequired);
