import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type TBoundFieldProps } from './use-form-field';

export type TFormTextareaProps<T extends FieldValues = FieldValues> = TBoundFieldProps<TextareaProps, T>;

/** A labelled multi-line text input bound by name, growing with its text (3 to 8 lines). */
export function FormTextarea<T extends FieldValues = FieldValues>({ name, ...props }: TFormTextareaProps<T>) {
  const { registration, error } = useFormField<T>(name);
  return <Textarea autosize minRows={3} maxRows={8} {...props} error={error} {...registration} />;
}
