import type { ReactNode, Ref } from 'react';
import {
  MultiSelectDropdown,
  type TDropdownOption,
  type TMultiSelectDropdownProps,
} from '@/components/multi-select/multi-select-dropdown';

/** What every picker takes (doc 001 §2: multiple, clearable, required, help text, disabled). */
export interface TPickerCommonProps {
  label: string;
  hideLabel?: boolean;
  /** help text under the field */
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** One value, or a list of them with `multiple`. */
export type TPickerValueProps =
  | { multiple: true; value: readonly string[]; onChange: (value: string[]) => void }
  | { multiple?: false; value: string | null; onChange: (value: string | null) => void };

export type TPickerProps = TPickerCommonProps & TPickerValueProps;

type TDropdownExtras = Omit<
  TMultiSelectDropdownProps<string>,
  keyof TPickerCommonProps | 'value' | 'onChange' | 'multiple' | 'options'
>;

/**
 * The multi-select dropdown with a picker's value: a list with `multiple`, else one value or
 * null. The pickers differ only in their options and their empty texts.
 */
export function PickerDropdown({
  options,
  ...props
}: TPickerProps & TDropdownExtras & { options: readonly TDropdownOption[] }) {
  const { value, onChange, multiple, ...rest } = props;
  const values = multiple ? value : value === null ? [] : [value];
  // `multiple` decides which onChange this is (TPickerValueProps); destructuring loses that link
  const change = (next: string[]) =>
    multiple
      ? (onChange as (value: string[]) => void)(next)
      : (onChange as (value: string | null) => void)(next[0] ?? null);
  return (
    <MultiSelectDropdown
      {...rest}
      multiple={multiple ?? false}
      options={options}
      value={values}
      onChange={change}
    />
  );
}
