import { TextInput, type TextInputProps } from '@mantine/core';
import { formatUsPhone, usPhoneDigits, usPhoneValue } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';

export interface TUsPhoneFieldProps
  extends TControlledFieldProps<string>, Omit<TextInputProps, keyof TControlledFieldProps<string> | 'type'> {
  label: string;
}

/**
 * The US phone mask (doc 001 §5): +1 followed by 10 digits. Shown as +1 (312) 555-0142 while
 * the form keeps +13125550142; typed, pasted (with or without +1) or deleted digit by digit.
 */
export function UsPhoneField({ value, onChange, onBlur, error, inputRef, ...props }: TUsPhoneFieldProps) {
  const shown = formatUsPhone(value ?? '');
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+1 (555) 555-5555"
      {...props}
      ref={inputRef as never}
      value={shown}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        let digits = usPhoneDigits(typed);
        // deleting a bracket, space or dash deletes the digit before it, else it would come back
        if (typed.length < shown.length && digits === usPhoneDigits(shown)) digits = digits.slice(0, -1);
        onChange(usPhoneValue(digits));
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
