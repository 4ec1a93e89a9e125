import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { FORM_FIELDS_OUR_TEXT, fillText, isIsoDay, isoDay } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';

const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** MM/DD/YYYY as typed → 'YYYY-MM-DD', or null when it is not a real day. */
export function parseUsDay(text: string): string | null {
  const m = US_DAY.exec(text.trim());
  if (!m) return null;
  const day = `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return isIsoDay(day) ? day : null;
}

export interface TDateFieldProps
  extends
    TControlledFieldProps<string | null>,
    Omit<DateInputProps, keyof TControlledFieldProps<string | null> | 'maxDate' | 'minDate'> {
  label: string;
  /** the last day offered, 'YYYY-MM-DD' (doc 001 §5: today by default; null for none) */
  maxDate?: string | null;
  minDate?: string;
}

/**
 * A day, typed as MM/DD/YYYY or picked from a calendar, kept as 'YYYY-MM-DD' (doc 001 §5: at
 * most today unless told otherwise). Days past the maximum are not offered.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  maxDate,
  minDate,
  ...props
}: TDateFieldProps) {
  const max = maxDate === undefined ? isoDay(new Date()) : (maxDate ?? undefined);
  return (
    <DateInput
      valueFormat="MM/DD/YYYY"
      placeholder="MM/DD/YYYY"
      dateParser={parseUsDay}
      clearable
      ariaLabels={FORM_FIELDS_OUR_TEXT.calendar}
      clearButtonProps={{ 'aria-label': fillText(FORM_FIELDS_OUR_TEXT.clear, { label: props.label }) }}
      leftSection={<IconCalendar size={18} aria-hidden />}
      {...props}
      ref={inputRef as never}
      maxDate={max}
      minDate={minDate}
      value={value ?? null}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      error={error}
    />
  );
}
