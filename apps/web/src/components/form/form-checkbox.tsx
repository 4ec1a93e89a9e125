import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useBooleanField } from './use-boolean-field';

export interface TFormCheckboxProps<T extends FieldValues = FieldValues> extends Omit<
  CheckboxProps,
  'name' | 'error' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'label' | 'description'
> {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
}

/** A labelled checkbox bound by name to a boolean value (use-boolean-field.tsx). */
export function FormCheckbox<T extends FieldValues = FieldValues>({
  name,
  label,
  description,
  ...props
}: TFormCheckboxProps<T>) {
  return <Checkbox {...props} {...useBooleanField<T>(name, label, description)} />;
}
