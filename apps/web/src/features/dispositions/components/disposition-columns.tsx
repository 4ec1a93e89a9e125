import { DISPOSITION_OUTCOME_FILTER, DISPOSITION_OUTCOME_LABELS, type TDisposition } from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { nameColumn, statusColumn } from '@/components/resource-page/common-columns';

/**
 * The dispositions table's columns: the name (opens the form when the caller may change them),
 * the description, the outcome with its filter, and the status with its filter.
 */
export function dispositionColumns(
  onEdit: ((d: TDisposition) => void) | null,
): TDataTableColumn<TDisposition>[] {
  return [
    nameColumn(onEdit),
    { id: 'description', header: 'Description', sortable: false },
    {
      id: 'outcome',
      header: 'Outcome',
      filter: DISPOSITION_OUTCOME_FILTER,
      value: (d) => DISPOSITION_OUTCOME_LABELS[d.outcome],
    },
    statusColumn(),
  ];
}
