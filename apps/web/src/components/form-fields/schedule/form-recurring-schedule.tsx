import { Fieldset, Group } from '@mantine/core';
import { FORM_FIELD_LIMITS, FORM_FIELDS_OUR_TEXT, isoDay, scheduleExpirationBounds } from '@parley/domain';
import type { FieldValues, Path } from 'react-hook-form';
import { bound } from '../bound';
import { DateField } from '../dates/date-field';
import { TimeField } from '../dates/time-field';
import { WeekDaysField } from './week-days-field';

const Days = bound(WeekDaysField);
const Time = bound(TimeField);
const Day = bound(DateField);

export interface TFormRecurringScheduleProps<T extends FieldValues> {
  /** where the schedule's object (days, start, end, expires) sits in the form's values */
  name: Path<T>;
  label: string;
  required?: boolean;
}

/**
 * A recurring schedule (doc 001 §3, §5) bound to an object of the form validated by
 * `recurringScheduleSchema`: the week days as flags, start and end times on 15-minute steps, and
 * an expiration day from today to 3 months ahead. Each part carries its own error.
 */
export function FormRecurringSchedule<T extends FieldValues = FieldValues>({
  name,
  label,
  required,
}: TFormRecurringScheduleProps<T>) {
  const today = isoDay(new Date());
  const bounds = scheduleExpirationBounds(today);
  const part = (key: string) => `${name}.${key}` as Path<T>;
  const step = FORM_FIELD_LIMITS.scheduleStepMinutes;
  return (
    <Fieldset legend={label} variant="unstyled">
      <Days<T> name={part('days')} label={FORM_FIELDS_OUR_TEXT.scheduleDays} required={required} />
      <Group gap="md" mt="sm" align="flex-start">
        <Time<T>
          name={part('start')}
          label={FORM_FIELDS_OUR_TEXT.scheduleStart}
          step={step}
          required={required}
        />
        <Time<T>
          name={part('end')}
          label={FORM_FIELDS_OUR_TEXT.scheduleEnd}
          step={step}
          required={required}
        />
        <Day<T>
          name={part('expires')}
          label={FORM_FIELDS_OUR_TEXT.scheduleExpiration}
          minDate={bounds.min}
          maxDate={bounds.max}
          required={required}
        />
      </Group>
    </Fieldset>
  );
}
