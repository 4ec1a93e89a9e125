import { Switch, type SwitchProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useBooleanField } from './use-boolean-field';

export interface TFormSwitchProps<T extends FieldValues = FieldValues> extends Omit<
  SwitchProps,
  'name' | 'error' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'label' | 'description'
> {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
}

/** A labelled switch bound by name to a boolean value (use-boolean-field.tsx). */
export function FormSwitch<T extends FieldValues = FieldValues>({
  name,
  label,
  description,
  ...props
}: TFormSwitchProps<T>) {
  return <Switch {...props} {...useBooleanField<T>(name, label, description)} />;
}
