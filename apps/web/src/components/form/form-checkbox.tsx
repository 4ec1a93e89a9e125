import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface TFormCheckboxProps<T extends FieldValues = FieldValues> extends Omit<
  CheckboxProps,
  'name' | 'error' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'label' | 'description'
> {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
}

/**
 * A labelled checkbox bound by name to a boolean value. Mantine's Checkbox, unlike its text
 * inputs, neither links its description and error to the box nor marks it invalid: done here.
 */
export function FormCheckbox<T extends FieldValues = FieldValues>({
  name,
  description,
  ...props
}: TFormCheckboxProps<T>) {
  const { registration, error } = useFormField<T>(name);
  const id = useId();
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <Checkbox
      {...props}
      description={description ? <span id={`${id}-description`}>{description}</span> : undefined}
      error={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={described.length > 0 ? described.join(' ') : undefined}
      {...registration}
    />
  );
}
