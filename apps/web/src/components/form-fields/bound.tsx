import type { ComponentType, Ref } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useControlledFormField } from './use-controlled-form-field';

/** What every controlled field of this folder takes from the form. */
export interface TControlledFieldProps<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string;
  /** the element the form focuses when the server refuses this field */
  inputRef?: Ref<HTMLElement>;
}

/** A controlled field's own props, minus what the form owns, plus a name and a label. */
export type TBoundProps<P, T extends FieldValues> = Omit<P, keyof TControlledFieldProps<unknown>> & {
  name: Path<T>;
  label: string;
};

/**
 * The bound version of a controlled field: its value, change, blur and error come from the form
 * by `name`, so `<Field.Money name="price" label="Price" />` is all a form writes.
 */
export function bound<P extends { value: unknown; onChange: (value: never) => void }>(
  Field: ComponentType<P>,
) {
  function Bound<T extends FieldValues = FieldValues>({ name, ...props }: TBoundProps<P, T>) {
    const { field, error } = useControlledFormField<T>(name);
    const controlled = {
      value: field.value,
      onChange: field.onChange,
      onBlur: field.onBlur,
      error,
      inputRef: field.ref,
    };
    // the field's own props and the form's are two halves of P, which TypeScript cannot join
    return <Field {...(props as unknown as P)} {...controlled} />;
  }
  Bound.displayName = `Bound(${Field.displayName ?? Field.name})`;
  return Bound;
}
