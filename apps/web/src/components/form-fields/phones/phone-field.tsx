import { Group, Select, TextInput, type TextInputProps } from '@mantine/core';
import { DEFAULT_COUNTRY_CODE, FORM_FIELDS_OUR_TEXT, phoneCountries } from '@parley/domain';
import { AsYouType, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { useMemo, useState } from 'react';
import type { TControlledFieldProps } from '../bound';

export interface TPhoneFieldProps
  extends TControlledFieldProps<string>, Omit<TextInputProps, keyof TControlledFieldProps<string> | 'type'> {
  label: string;
  /** the country a number typed without + belongs to (US by default) */
  defaultCountry?: CountryCode;
}

/** The text shown and the E.164 value kept for what was typed, read in a country. */
function read(typed: string, country: CountryCode) {
  const formatter = new AsYouType(country);
  const shown = formatter.input(typed);
  return { shown, value: formatter.getNumberValue() ?? '', country: formatter.getCountry() };
}

/**
 * A phone number of any country (issue 13: country-aware, US by default): the country is chosen
 * from a list, or follows a number typed with + and its calling code; the number is formatted as
 * it is typed (libphonenumber-js AsYouType) and kept in E.164.
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  defaultCountry = DEFAULT_COUNTRY_CODE as CountryCode,
  label,
  ...props
}: TPhoneFieldProps) {
  const options = useMemo(
    () =>
      phoneCountries().map((c) => ({
        value: c.code,
        label: `${c.name} (+${getCountryCallingCode(c.code as CountryCode)})`,
      })),
    [],
  );
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [shown, setShown] = useState(() => (value ? read(value, country).shown : ''));
  // the value this field last handed the form: a different one came from outside (a reset)
  const [sent, setSent] = useState(value ?? '');
  if ((value ?? '') !== sent) {
    setSent(value ?? '');
    setShown(value ? read(value, country).shown : '');
  }

  const change = (typed: string, inCountry: CountryCode) => {
    const next = read(typed, inCountry);
    setShown(next.shown);
    if (typed.trim().startsWith('+') && next.country) setCountry(next.country);
    setSent(next.value);
    onChange(next.value);
  };

  return (
    // side by side where there is room, the number under its country on a phone
    <Group gap="xs" align="flex-start">
      <Select
        label={FORM_FIELDS_OUR_TEXT.phoneCountry}
        aria-label={`${label}: ${FORM_FIELDS_OUR_TEXT.phoneCountry.toLowerCase()}`}
        searchable
        allowDeselect={false}
        data={options}
        value={country}
        onChange={(next) => {
          if (!next) return;
          const picked = next as CountryCode;
          setCountry(picked);
          // a number typed in national form is read again in the new country
          if (shown && !shown.startsWith('+')) change(shown, picked);
        }}
        style={{ flex: '1 1 13rem' }}
        comboboxProps={{ width: 300, position: 'bottom-start' }}
      />
      <TextInput
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...props}
        label={label}
        ref={inputRef as never}
        value={shown}
        onChange={(event) => change(event.currentTarget.value, country)}
        onBlur={onBlur}
        error={error}
        style={{ flex: '2 1 13rem' }}
      />
    </Group>
  );
}
