import { TagsInput, type TagsInputProps } from '@mantine/core';
import { FORM_FIELD_LIMITS, FORM_FIELDS_OUR_TEXT, fillText } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';

export interface TValueListFieldProps
  extends
    TControlledFieldProps<string[]>,
    Omit<TagsInputProps, keyof TControlledFieldProps<string[]> | 'maxTags'> {
  label: string;
  /** doc 001 §5: at most 5 entries by default */
  max?: number;
}

/**
 * A simple value list (doc 001 §5): values typed and added with Enter or a comma, each shown as
 * a removable pill, each once, at most `max` (5); once full, the field says so and takes no more.
 */
export function ValueListField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  max = FORM_FIELD_LIMITS.valueListMax,
  description,
  ...props
}: TValueListFieldProps) {
  const list = value ?? [];
  const full = list.length >= max;
  return (
    <TagsInput
      splitChars={[',']}
      clearable
      {...props}
      ref={inputRef as never}
      maxTags={max}
      allowDuplicates={false}
      value={list}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      description={
        full
          ? fillText(FORM_FIELDS_OUR_TEXT.valueListFull, { max })
          : (description ?? fillText(FORM_FIELDS_OUR_TEXT.valueListMax, { max }))
      }
    />
  );
}
