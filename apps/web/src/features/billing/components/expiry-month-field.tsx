import { Select } from '@mantine/core';
import { BILLING_PAGE_TEXTS as T, fillText } from '@parley/domain';
import { bound, type TControlledFieldProps } from '@/components/form-fields/bound';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** '01 – January' … '12 – December': the number as the card prints it, and the month's name. */
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: fillText(T.month, {
    number: String(i + 1).padStart(2, '0'),
    name: monthName.format(Date.UTC(2000, i, 1)),
  }),
}));

interface TExpiryMonthFieldProps extends TControlledFieldProps<number | null> {
  label: string;
  required?: boolean;
}

/** A card's expiry month, 1–12, chosen from the twelve (typed digits find it: '0' '3'). */
export function ExpiryMonthField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  label,
  required,
}: TExpiryMonthFieldProps) {
  return (
    <Select
      ref={inputRef as never}
      label={label}
      required={required}
      data={MONTHS}
      searchable
      allowDeselect={false}
      autoComplete="cc-exp-month"
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      onBlur={onBlur}
      error={error}
    />
  );
}

export const ExpiryMonthInput = bound(ExpiryMonthField);
