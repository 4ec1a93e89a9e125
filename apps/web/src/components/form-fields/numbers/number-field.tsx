import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { TControlledFieldProps } from '../bound';
import { useNumberDraft } from '../amounts/use-number-draft';

export interface TNumberFieldProps
  extends
    TControlledFieldProps<number | null>,
    Omit<NumberInputProps, keyof TControlledFieldProps<number | null>> {
  label: string;
}

/**
 * A plain number (a count, a score): no prefix or separators, decimals allowed unless told
 * otherwise. An empty field is null; what is typed stays while it is not a number yet ('-', '4.').
 */
export function NumberField({ value, onChange, onBlur, error, inputRef, ...props }: TNumberFieldProps) {
  const { draft, change } = useNumberDraft(value ?? null, onChange);
  return (
    <NumberInput
      inputMode="decimal"
      // out of range is the schema's to say, with its message, not silently clamped away
      clampBehavior="none"
      hideControls
      {...props}
      ref={inputRef as never}
      value={draft}
      onChange={change}
      onBlur={onBlur}
      error={error}
    />
  );
}
