import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface TFormTextFieldProps<T extends FieldValues = FieldValues> extends Omit<
  TextInputProps,
  'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> {
  name: Path<T>;
  label: string;
}

/** A labelled text input bound by name; its error is linked to it (aria-describedby). */
export function FormTextField<T extends FieldValues = FieldValues>({
  name,
  ...props
}: TFormTextFieldProps<T>) {
  const { registration, error } = useFormField<T>(name);
  return <TextInput {...props} error={error} {...registration} />;
}
