import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useControlledFormField } from '@/components/form-fields/use-controlled-form-field';

/**
 * What a bound boolean control (checkbox, switch) takes from the form: `checked` from the value,
 * a change that writes the box's state, and its description and error linked to it.
 *
 * Controlled, never `register`: Mantine's Switch keeps its own `checked` state and hands it to
 * its input, so react-hook-form's write to the input's `checked` was overwritten at the next
 * render: a switch whose value was true was drawn off, and the first click "turned it on"
 * (writing false). Reading the value from the form is the one way every kind shows what it holds.
 * Mantine's Checkbox and Switch neither link description and error to the box nor mark it
 * invalid: done here; and Mantine's Switch puts its description inside its <label>, which made
 * the description part of the switch's name, so the name is taken from the label alone.
 */
export function useBooleanField<T extends FieldValues>(
  name: Path<T>,
  label: ReactNode,
  description: ReactNode,
) {
  const { field, error } = useControlledFormField<T>(name);
  const id = useId();
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    name: field.name,
    ref: field.ref,
    checked: field.value === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.checked),
    onBlur: field.onBlur,
    label: <span id={`${id}-label`}>{label}</span>,
    'aria-labelledby': `${id}-label`,
    description: description ? <span id={`${id}-description`}>{description}</span> : undefined,
    error: error ? <span id={`${id}-error`}>{error}</span> : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
}
