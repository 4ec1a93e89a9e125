import { SegmentedControl, Select } from '@mantine/core';
import type { z } from 'zod';
import type { TControlledFieldProps } from '../bound';
import { GroupField, useGroupField } from '../group-field';

export interface TChoiceFieldProps<V extends string = string> extends TControlledFieldProps<V | null> {
  label: string;
  /** the schema's enum: its values, in its order, are the choices */
  choices: z.ZodEnum<Readonly<Record<string, V>>>;
  /** each value's words, from the page's text file */
  labels: Readonly<Record<V, string>>;
  /** a menu (default), or every choice in view for a few short ones */
  variant?: 'select' | 'segmented';
  description?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * One of a fixed set of values, the form's zod enum, each shown in its own words: a Select, or a
 * SegmentedControl for a few short choices. Nothing chosen is null, which the schema refuses with
 * its message, shown under the field.
 */
export function ChoiceField<V extends string>({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  choices,
  labels,
  variant = 'select',
  label,
  description,
  placeholder,
  required,
  disabled,
}: TChoiceFieldProps<V>) {
  const data = choices.options.map((v) => ({ value: v, label: labels[v] }));
  const ids = useGroupField({ description, error });
  if (variant === 'segmented')
    return (
      <GroupField ids={ids} label={label} required={required} description={description} error={error}>
        <SegmentedControl
          ref={inputRef as never}
          mt={4}
          data={data}
          // none chosen shows no choice as chosen (Mantine would show the first)
          value={value ?? ''}
          onChange={(next) => onChange(next as V)}
          onBlur={onBlur}
          disabled={disabled}
          role="radiogroup"
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
        />
      </GroupField>
    );
  return (
    <Select
      ref={inputRef as never}
      allowDeselect={false}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next as V | null)}
      onBlur={onBlur}
      error={error}
    />
  );
}
