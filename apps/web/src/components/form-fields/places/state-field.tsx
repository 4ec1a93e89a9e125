import { Select, type SelectProps } from '@mantine/core';
import { BILLING_STATES, US_STATES_AND_TERRITORIES, billingStateCountry } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';

const option = (s: { code: string; name: string }) => ({ value: s.code, label: s.name });

/** The two static lists of doc 001 §3; billing's in two groups, so Canada's provinces read as such. */
const LISTS = {
  us: US_STATES_AND_TERRITORIES.map(option),
  billing: [
    {
      group: 'United States',
      items: BILLING_STATES.filter((s) => billingStateCountry(s.code) === 'US').map(option),
    },
    {
      group: 'Canada',
      items: BILLING_STATES.filter((s) => billingStateCountry(s.code) === 'CA').map(option),
    },
  ],
};

export interface TStateFieldProps
  extends
    TControlledFieldProps<string | null>,
    Omit<SelectProps, keyof TControlledFieldProps<string | null> | 'data'> {
  label: string;
  /** 'us': US states and territories; 'billing': US states, DC, Puerto Rico and Canada's 13 (doc 001 §3) */
  list?: keyof typeof LISTS;
}

/** A state by name, typed to search; its value is the two-letter code. */
export function StateField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  list = 'us',
  ...props
}: TStateFieldProps) {
  return (
    <Select
      searchable
      clearable
      autoComplete="off"
      {...props}
      ref={inputRef as never}
      data={LISTS[list]}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
    />
  );
}
