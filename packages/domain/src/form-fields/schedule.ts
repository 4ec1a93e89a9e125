import { z } from 'zod';
import { ZWeekDayMaskRequired } from '../catalog/week-days';
import { daySchema, isoDay, minutesOfDay, scheduleExpirationBounds, timeSchema } from './dates';
import { FORM_FIELD_LIMITS } from './limits';
import { FORM_FIELDS_OUR_TEXT } from './texts';

/**
 * A recurring schedule (doc 001 §3, §5): the week days as the sum of their bit flags (Sunday 1 …
 * Saturday 64), a start and an end time on 15-minute steps, the end after the start, and an
 * expiration day from `today` to 3 months from it. `today` is the caller's ('YYYY-MM-DD', local).
 */
export function recurringScheduleSchema(today: string = isoDay(new Date())) {
  const step = timeSchema(FORM_FIELD_LIMITS.scheduleStepMinutes);
  return z
    .object({
      days: ZWeekDayMaskRequired,
      start: step,
      end: step,
      expires: daySchema(scheduleExpirationBounds(today)),
    })
    .refine((s) => (minutesOfDay(s.end) ?? 0) > (minutesOfDay(s.start) ?? 0), {
      message: FORM_FIELDS_OUR_TEXT.scheduleEndAfterStart,
      path: ['end'],
    });
}

export type TRecurringSchedule = z.infer<ReturnType<typeof recurringScheduleSchema>>;
