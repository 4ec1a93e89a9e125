import { BREAKS_PAGE_TEXTS as T, type TBreak } from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { nameColumn, statusColumn } from '@/components/resource-page/common-columns';

/**
 * The break types table's columns: the name (opens the form when the caller may change them),
 * the description, paid or unpaid, the longest it may last, and the status with its filter.
 */
export function breakColumns(onEdit: ((b: TBreak) => void) | null): TDataTableColumn<TBreak>[] {
  return [
    nameColumn(onEdit),
    { id: 'description', header: 'Description', sortable: false },
    { id: 'paid', header: 'Pay', sortable: false, value: (b) => (b.paid ? T.paid : T.unpaid) },
    { id: 'maxMinutes', header: 'Maximum minutes', width: 170 },
    statusColumn(),
  ];
}
