import { Anchor, Badge } from '@mantine/core';
import { ENABLED_FILTER, STATUS_LABELS } from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';

/** The item's name, always shown; a button that opens the edit form when the caller may change it. */
export function nameColumn<T extends { name: string }>(
  onEdit: ((item: T) => void) | null,
): TDataTableColumn<T> {
  return {
    id: 'name',
    header: 'Name',
    hideable: false,
    cell: (item) =>
      onEdit ? (
        <Anchor component="button" type="button" onClick={() => onEdit(item)}>
          {item.name}
        </Anchor>
      ) : (
        item.name
      ),
  };
}

/** Enabled or Disabled, with the status filter (the server filters on `enabled`). */
export function statusColumn<T extends { enabled: boolean }>(): TDataTableColumn<T> {
  const label = (item: T) => (item.enabled ? STATUS_LABELS.enabled : STATUS_LABELS.disabled);
  return {
    id: 'enabled',
    header: 'Status',
    sortable: false,
    filter: ENABLED_FILTER,
    value: label,
    cell: (item) => (
      <Badge variant="dot" color={item.enabled ? 'green' : 'gray'}>
        {label(item)}
      </Badge>
    ),
  };
}
