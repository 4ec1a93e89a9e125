import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useShownField } from './shown-fields';

/** What a bound field takes: its input's props, minus what the form owns, plus a name and a label. */
export type TBoundFieldProps<TInputProps, T extends FieldValues> = Omit<
  TInputProps,
  'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & { name: Path<T>; label: string };

/** A bound field's registration and error message, read from the ApiForm around it. */
export function useFormField<T extends FieldValues>(name: Path<T>) {
  const { register } = useFormContext<T>();
  // only `errors` is read, so the field re-renders when its error changes, not on every blur
  const { errors } = useFormState<T>({ name });
  useShownField(name);
  const error = get(errors, name) as FieldError | undefined;
  return { registration: register(name), error: error?.message };
}
