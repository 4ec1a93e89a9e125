import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type TBoundFieldProps } from './use-form-field';

export type TFormTextFieldProps<T extends FieldValues = FieldValues> = TBoundFieldProps<TextInputProps, T>;

/** A labelled text input bound by name; its error is linked to it (aria-describedby). */
export function FormTextField<T extends FieldValues = FieldValues>({
  name,
  ...props
}: TFormTextFieldProps<T>) {
  const { registration, error } = useFormField<T>(name);
  return <TextInput {...props} error={error} {...registration} />;
}
