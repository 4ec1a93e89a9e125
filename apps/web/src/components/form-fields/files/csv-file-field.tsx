import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { FORM_FIELD_LIMITS, FORM_FIELDS_OUR_TEXT, fillText } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';

type TFileValue = File | File[] | null;

export interface TFileFieldProps
  extends
    TControlledFieldProps<TFileValue>,
    Omit<FileInputProps<boolean>, keyof TControlledFieldProps<TFileValue> | 'multiple' | 'accept'> {
  label: string;
  /** the types offered, as the accept attribute (doc 001 §5: .csv) */
  accept?: string;
  /** several files (doc 001 §5: one by default) */
  multiple?: boolean;
}

/**
 * A file upload (doc 001 §5: .csv, one file by default): a button-like input that opens the
 * file chooser and shows the name chosen, clearable. What a file must be is `fileSchema`'s to say.
 */
export function FileField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  accept = FORM_FIELD_LIMITS.fileAccept,
  multiple = false,
  ...props
}: TFileFieldProps) {
  return (
    <FileInput
      clearable
      leftSection={<IconFileTypeCsv size={18} aria-hidden />}
      // FileInput's placeholder is text on the page, not ::placeholder: Mantine's grey is 2.6:1
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      clearButtonProps={{ 'aria-label': fillText(FORM_FIELDS_OUR_TEXT.clear, { label: props.label }) }}
      {...props}
      ref={inputRef as never}
      accept={accept}
      multiple={multiple}
      value={(value ?? (multiple ? [] : null)) as never}
      onChange={(next: TFileValue) => onChange(next)}
      onBlur={onBlur}
      error={error}
    />
  );
}
