import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface TFormCheckboxProps<T extends FieldValues = FieldValues> extends Omit<
  CheckboxProps,
  'name' | 'error' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'label'
> {
  name: Path<T>;
  label: ReactNode;
}

/** A labelled checkbox bound by name to a boolean value. */
export function FormCheckbox<T extends FieldValues = FieldValues>({ name, ...props }: TFormCheckboxProps<T>) {
  const { registration, error } = useFormField<T>(name);
  return <Checkbox {...props} error={error} {...registration} />;
}
