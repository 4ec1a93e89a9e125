import { Anchor, Badge } from '@mantine/core';
import {
  DISPOSITION_ENABLED_FILTER,
  DISPOSITION_OUTCOME_FILTER,
  DISPOSITION_OUTCOME_LABELS,
  type TDisposition,
} from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';

/**
 * The dispositions table's columns: the name (opens the form when the caller may change them),
 * the description, the outcome with its filter, and the status with its filter.
 */
export function dispositionColumns(
  onEdit: ((d: TDisposition) => void) | null,
): TDataTableColumn<TDisposition>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      hideable: false,
      cell: (d) =>
        onEdit ? (
          <Anchor component="button" type="button" onClick={() => onEdit(d)}>
            {d.name}
          </Anchor>
        ) : (
          d.name
        ),
    },
    { id: 'description', header: 'Description', sortable: false },
    {
      id: 'outcome',
      header: 'Outcome',
      filter: DISPOSITION_OUTCOME_FILTER,
      value: (d) => DISPOSITION_OUTCOME_LABELS[d.outcome],
    },
    {
      id: 'enabled',
      header: 'Status',
      sortable: false,
      filter: DISPOSITION_ENABLED_FILTER,
      value: (d) => (d.enabled ? 'Enabled' : 'Disabled'),
      cell: (d) => (
        <Badge variant="dot" color={d.enabled ? 'green' : 'gray'}>
          {d.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      ),
    },
  ];
}
