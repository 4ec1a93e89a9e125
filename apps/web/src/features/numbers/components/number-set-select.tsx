import { Select } from '@mantine/core';
import { NUMBERS_PAGE_TEXTS as T } from '@parley/domain';
import { useMemo } from 'react';
import type { TControlledFieldProps } from '@/components/form-fields/bound';
import { numberSets } from '@/resources/number-sets';

/** Select's values are text: 'no set' (null) travels as the list filter's word for it. */
const NONE = 'none';

interface TNumberSetSelectProps extends TControlledFieldProps<string | null> {
  label: string;
  description?: string;
}

/**
 * A number set of the account, or none: the drawer's field and the bulk move's choice. Reads every
 * set (`GET /v3/number-sets`, each page); searchable, as an account may have many.
 */
export function NumberSetSelect({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  label,
  description,
}: TNumberSetSelectProps) {
  const sets = numberSets.useAll();
  const data = useMemo(
    () => [
      { value: NONE, label: T.noSet },
      ...(sets.data ?? []).map((s) => ({ value: s.numberSetId, label: s.name })),
    ],
    [sets.data],
  );
  return (
    <Select
      ref={inputRef as never}
      label={label}
      description={sets.isPending ? T.setsLoading : description}
      data={data}
      searchable
      allowDeselect={false}
      value={value ?? NONE}
      onChange={(next) => onChange(next === null || next === NONE ? null : next)}
      onBlur={onBlur}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
