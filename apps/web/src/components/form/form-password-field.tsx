import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface TFormPasswordFieldProps<T extends FieldValues = FieldValues> extends Omit<
  PasswordInputProps,
  'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> {
  name: Path<T>;
  label: string;
}

/** A labelled password input (with its show/hide toggle) bound by name. */
export function FormPasswordField<T extends FieldValues = FieldValues>({
  name,
  ...props
}: TFormPasswordFieldProps<T>) {
  const { registration, error } = useFormField<T>(name);
  return <PasswordInput {...props} error={error} {...registration} />;
}
