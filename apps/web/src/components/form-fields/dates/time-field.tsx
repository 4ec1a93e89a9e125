import '@mantine/dates/styles.layer.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { FORM_FIELD_LIMITS, FORM_FIELDS_OUR_TEXT, fillText } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';

export interface TTimeFieldProps
  extends
    TControlledFieldProps<string>,
    Omit<TimePickerProps, keyof TControlledFieldProps<string> | 'minutesStep'> {
  label: string;
  /** minutes between the times offered (doc 001 §5: 5; the recurring schedule's 15) */
  step?: number;
}

/**
 * A time of day kept as 'HH:mm', shown on a 12-hour clock (US), typed in its hour and minute
 * boxes or picked from a dropdown whose minutes go in `step`s (doc 001 §5: 5 by default).
 */
export function TimeField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  step = FORM_FIELD_LIMITS.timeStepMinutes,
  label,
  ...props
}: TTimeFieldProps) {
  return (
    <TimePicker
      format="12h"
      withDropdown
      clearable
      clearButtonProps={{ 'aria-label': fillText(FORM_FIELDS_OUR_TEXT.clear, { label: label }) }}
      hoursInputLabel={`${label}: hours`}
      minutesInputLabel={`${label}: minutes`}
      amPmInputLabel={`${label}: AM or PM`}
      {...props}
      label={label}
      hoursRef={inputRef as never}
      minutesStep={step}
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
