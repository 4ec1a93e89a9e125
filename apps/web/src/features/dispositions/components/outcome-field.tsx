import { Select, type SelectProps } from '@mantine/core';
import { DISPOSITION_OUTCOME_LABELS, DISPOSITION_OUTCOMES, type TDispositionOutcome } from '@parley/domain';
import type { TControlledFieldProps } from '@/components/form-fields/bound';

const CHOICES = DISPOSITION_OUTCOMES.map((value) => ({ value, label: DISPOSITION_OUTCOME_LABELS[value] }));

export interface TOutcomeFieldProps
  extends
    TControlledFieldProps<TDispositionOutcome | null>,
    Omit<SelectProps, keyof TControlledFieldProps<TDispositionOutcome | null> | 'data'> {
  label: string;
}

/** The outcome a disposition records, one of four: a plain choice, nothing to type. */
export function OutcomeField({ value, onChange, onBlur, error, inputRef, ...props }: TOutcomeFieldProps) {
  return (
    <Select
      allowDeselect={false}
      {...props}
      ref={inputRef as never}
      data={CHOICES}
      value={value ?? null}
      onChange={(next) => onChange(next as TDispositionOutcome | null)}
      onBlur={onBlur}
      error={error}
    />
  );
}
