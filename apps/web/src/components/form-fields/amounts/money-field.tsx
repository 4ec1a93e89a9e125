import { NumberInput, type NumberInputProps } from '@mantine/core';
import { FORM_FIELD_LIMITS } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';
import { useNumberDraft } from './use-number-draft';

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
  const { draft, change } = useNumberDraft(value ?? null, onChange);
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
      value={draft}
      onChange={change}
      onBlur={onBlur}
      error={error}
    />
  );
}
