import type { ColumnFiltersState } from '@tanstack/react-table';

/** A table's first column filters from `{ columnId: choice }` (TDataTableProps.initialFilters). */
export const filtersOf = (initial: Readonly<Record<string, string>> | undefined): ColumnFiltersState =>
  Object.entries(initial ?? {}).map(([id, value]) => ({ id, value }));
