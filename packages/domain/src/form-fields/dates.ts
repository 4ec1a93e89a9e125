import { text } from '../validation/text';
import { FORM_FIELD_LIMITS } from './limits';
import { FORM_FIELDS_OUR_TEXT } from './texts';
import { fillText } from '../texts/fill-text';

/**
 * Dates and times as the form fields keep them: a day as 'YYYY-MM-DD' (what Mantine's date
 * pickers give) and a time of day as 'HH:mm', both in the user's own time zone. Strings in these
 * shapes sort as the days and times do, so bounds are plain comparisons.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date's day in local time, as 'YYYY-MM-DD'. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Whether a string is a real day as 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A day some months later; the 31st becomes the month's last day when it has fewer (Nov 30 → Feb 28). */
export function addMonthsToDay(day: string, months: number): string {
  const m = DATE.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1 + months, Number(m[3])];
  const last = new Date(Date.UTC(y, mo + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(y, mo, Math.min(d, last)));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 'YYYY-MM-DD' as the US reads it: MM/DD/YYYY. */
export const usDay = (day: string) => day.replace(DATE, '$2/$3/$1');

/** A time of day 'HH:mm' as minutes after midnight, or null when it is not one. */
export function minutesOfDay(value: string): number | null {
  const m = TIME.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * A day field: a real day, within `min` and `max` when given (doc 001 §5: date pickers default to
 * a maximum of today — pass `isoDay(new Date())`).
 */
export function daySchema({ min, max }: { min?: string; max?: string } = {}) {
  return text({ error: FORM_FIELDS_OUR_TEXT.dateRequired })
    .min(1, FORM_FIELDS_OUR_TEXT.dateRequired)
    .refine(isIsoDay, { message: FORM_FIELDS_OUR_TEXT.dateInvalid, abort: true })
    .refine((v) => max === undefined || v <= max, {
      message: fillText(FORM_FIELDS_OUR_TEXT.dateAfterMax, { max: max ? usDay(max) : '' }),
    })
    .refine((v) => min === undefined || v >= min, {
      message: fillText(FORM_FIELDS_OUR_TEXT.dateBeforeMin, { min: min ? usDay(min) : '' }),
    });
}

/** A time field on a step of minutes (doc 001 §5: 5 by default; the recurring schedule's 15). */
export function timeSchema(step: number = FORM_FIELD_LIMITS.timeStepMinutes) {
  return text({ error: FORM_FIELDS_OUR_TEXT.timeRequired })
    .min(1, FORM_FIELDS_OUR_TEXT.timeRequired)
    .refine((v) => minutesOfDay(v) !== null, { message: FORM_FIELDS_OUR_TEXT.timeInvalid, abort: true })
    .refine((v) => (minutesOfDay(v) ?? 0) % step === 0, {
      message: fillText(FORM_FIELDS_OUR_TEXT.timeStep, { step, next: pad(step) }),
    });
}

/** doc 001 §5: a schedule expires from today to 3 months from today. */
export function scheduleExpirationBounds(today: string) {
  return { min: today, max: addMonthsToDay(today, FORM_FIELD_LIMITS.scheduleExpirationMonths) };
}
