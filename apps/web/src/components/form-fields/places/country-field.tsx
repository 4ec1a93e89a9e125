import { Select, type SelectProps } from '@mantine/core';
import { countries } from '@parley/domain';
import { useMemo } from 'react';
import type { TControlledFieldProps } from '../bound';

export interface TCountryFieldProps
  extends
    TControlledFieldProps<string | null>,
    Omit<SelectProps, keyof TControlledFieldProps<string | null> | 'data'> {
  label: string;
}

/** A country from the full ISO list (doc 001 §3), by English name, typed to search; its value is the code. */
export function CountryField({ value, onChange, onBlur, error, inputRef, ...props }: TCountryFieldProps) {
  const data = useMemo(() => countries().map((c) => ({ value: c.code, label: c.name })), []);
  return (
    <Select
      searchable
      clearable
      autoComplete="off"
      {...props}
      ref={inputRef as never}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
    />
  );
}
