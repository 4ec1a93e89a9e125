import { NumberInput, type NumberInputProps } from '@mantine/core';
import { FORM_FIELD_LIMITS } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';

export interface TMoneyFieldProps
  extends
    TControlledFieldProps<number | null>,
    Omit<NumberInputProps, keyof TControlledFieldProps<number | null>> {
  label: string;
}

/**
 * A dollar amount (doc 001 §5: minimum -999999999 by default): $ before it, thousands
 * separated, at most 2 decimals. An empty field is null, for the schema to say it is required.
 */
export function MoneyField({ value, onChange, onBlur, error, inputRef, ...props }: TMoneyFieldProps) {
  return (
    <NumberInput
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      min={FORM_FIELD_LIMITS.moneyMin}
      max={FORM_FIELD_LIMITS.moneyMax}
      // out of range is the schema's to say, with its message, not silently clamped away
      clampBehavior="none"
      inputMode="decimal"
      {...props}
      ref={inputRef as never}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      onBlur={onBlur}
      error={error}
    />
  );
}
