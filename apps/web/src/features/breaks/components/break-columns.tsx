import { Anchor, Badge } from '@mantine/core';
import { BREAK_ENABLED_FILTER, BREAKS_PAGE_TEXTS as T, type TBreak } from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';

/**
 * The break types table's columns: the name (opens the form when the caller may change them),
 * the description, paid or unpaid, the longest it may last, and the status with its filter.
 */
export function breakColumns(onEdit: ((b: TBreak) => void) | null): TDataTableColumn<TBreak>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      hideable: false,
      cell: (b) =>
        onEdit ? (
          <Anchor component="button" type="button" onClick={() => onEdit(b)}>
            {b.name}
          </Anchor>
        ) : (
          b.name
        ),
    },
    { id: 'description', header: 'Description', sortable: false },
    {
      id: 'paid',
      header: 'Pay',
      sortable: false,
      value: (b) => (b.paid ? T.paid : T.unpaid),
    },
    { id: 'maxMinutes', header: 'Maximum minutes', width: 170 },
    {
      id: 'enabled',
      header: 'Status',
      sortable: false,
      filter: BREAK_ENABLED_FILTER,
      value: (b) => (b.enabled ? 'Enabled' : 'Disabled'),
      cell: (b) => (
        <Badge variant="dot" color={b.enabled ? 'green' : 'gray'}>
          {b.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      ),
    },
  ];
}
