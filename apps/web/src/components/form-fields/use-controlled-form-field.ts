import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useShownField } from '@/components/form/shown-fields';

/**
 * A controlled field's value, change handler and error, read from the ApiForm around it: what
 * `useFormField` (register) is for native inputs, this is for Mantine's controlled ones (number,
 * select, date, time, rating, tags), whose change hands a value, not an event.
 */
export function useControlledFormField<T extends FieldValues>(name: Path<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control });
  useShownField(name);
  return { field, error: fieldState.error?.message };
}
