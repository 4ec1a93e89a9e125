import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type TBoundFieldProps } from './use-form-field';

export type TFormPasswordFieldProps<T extends FieldValues = FieldValues> = TBoundFieldProps<
  PasswordInputProps,
  T
>;

/** A labelled password input (with its show/hide toggle) bound by name. */
export function FormPasswordField<T extends FieldValues = FieldValues>({
  name,
  ...props
}: TFormPasswordFieldProps<T>) {
  const { registration, error } = useFormField<T>(name);
  return <PasswordInput {...props} error={error} {...registration} />;
}
