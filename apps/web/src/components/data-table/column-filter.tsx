import { Select } from '@mantine/core';
import type { TFilterChoices } from '@parley/domain';

/** Select's values are text: the 'All' choice (null) travels as this. */
const ALL = '__all__';

/** A choice filter in the toolbar (doc 001 §2: user status, account status). */
export function ColumnFilter({
  filter,
  value,
  onChange,
}: {
  filter: TFilterChoices;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      size="sm"
      w={160}
      label={filter.label}
      data={filter.choices.map((c) => ({ value: c.value ?? ALL, label: c.label }))}
      value={value ?? ALL}
      allowDeselect={false}
      onChange={(next) => onChange(next === null || next === ALL ? null : next)}
    />
  );
}
