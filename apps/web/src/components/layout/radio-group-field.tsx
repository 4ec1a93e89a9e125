import { Group, Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TRadioOption<TValue extends string> {
  /** what the option reads (doc 001 §3's option: text and value) */
  text: ReactNode;
  value: TValue;
  disabled?: boolean;
}

interface TRadioGroupFieldProps<TValue extends string> {
  label: ReactNode;
  options: readonly TRadioOption<TValue>[];
  value: TValue | null;
  onChange: (value: TValue) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** side by side (the default) or one under another */
  orientation?: 'horizontal' | 'vertical';
  name?: string;
}

/**
 * The radio group helper of doc 001 §2: Mantine's Radio.Group (a fieldset with its legend, arrow
 * keys between the options) from a list of options.
 */
export function RadioGroupField<TValue extends string>({
  label,
  options,
  value,
  onChange,
  description,
  error,
  required,
  orientation = 'horizontal',
  name,
}: TRadioGroupFieldProps<TValue>) {
  const Layout = orientation === 'horizontal' ? Group : Stack;
  return (
    <Radio.Group
      label={label}
      description={description}
      error={error}
      required={required}
      name={name}
      value={value}
      // Mantine hands back the option's string value: only our options' values can come back
      onChange={(next) => onChange(next as TValue)}
    >
      <Layout gap="sm" mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.text} disabled={option.disabled} />
        ))}
      </Layout>
    </Radio.Group>
  );
}
