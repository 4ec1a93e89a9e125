import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useShownField } from './shown-fields';

/** A bound field's registration and error message, read from the ApiForm around it. */
export function useFormField<T extends FieldValues>(name: Path<T>) {
  const { register } = useFormContext<T>();
  // only `errors` is read, so the field re-renders when its error changes, not on every blur
  const { errors } = useFormState<T>({ name });
  useShownField(name);
  const error = get(errors, name) as FieldError | undefined;
  return { registration: register(name), error: error?.message };
}
