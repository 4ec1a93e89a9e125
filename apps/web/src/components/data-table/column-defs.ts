import type { RowData, ColumnDef } from '@tanstack/react-table';
import type { TCsvColumn } from '@/lib/csv/csv-columns';
import type { TDataTableFeatures } from './table-features';
import type { TDataTableColumn } from './types';

/** The ids doc 001 §9 names: never hidden, never in a CSV file. */
export const SELECT_COLUMN = 'select';
export const ACTIONS_COLUMN = 'actions';

/** A column's value: its `value` function, else the row's field named by its id. */
export function columnValue<Row extends RowData>(column: TDataTableColumn<Row>, row: Row): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.id];
}

/**
 * What the choice filters compare: text lowercased, numbers as numbers. TanStack reads it as the
 * column's value only to choose a first sort direction (text ascending, numbers descending); the
 * sort itself is row-sort.ts. Cells show the value itself (columnValue), never this key.
 */
export function sortKey(value: unknown): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return (typeof value === 'object' ? JSON.stringify(value) : String(value)).toLowerCase();
}

/**
 * Our columns as TanStack column definitions. Only what drives the row models lives here
 * (accessor, sort, filter, hiding): the cells are drawn by the table from our own columns.
 */
export function toColumnDefs<Row extends RowData>(
  columns: readonly TDataTableColumn<Row>[],
  extras: { select: boolean; actions: boolean },
): ColumnDef<TDataTableFeatures, Row>[] {
  const defs: ColumnDef<TDataTableFeatures, Row>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row: Row) => sortKey(columnValue(column, row)),
    enableSorting: column.sortable ?? true,
    enableHiding: column.hideable ?? true,
    enableGlobalFilter: column.searchable ?? true,
    filterFn: 'equalsString',
  }));
  const display = (id: string): ColumnDef<TDataTableFeatures, Row> => ({
    id,
    enableSorting: false,
    enableHiding: false,
    enableGlobalFilter: false,
  });
  return [
    ...(extras.select ? [display(SELECT_COLUMN)] : []),
    ...defs,
    ...(extras.actions ? [display(ACTIONS_COLUMN)] : []),
  ];
}

/** The visible columns as the CSV export writes them: `csv: false` left out. */
export function csvColumnsOf<Row extends RowData>(
  columns: readonly TDataTableColumn<Row>[],
  isVisible: (id: string) => boolean,
): TCsvColumn<Row>[] {
  return columns
    .filter((column) => column.csv !== false && isVisible(column.id))
    .map((column) => ({
      id: column.id,
      header: column.header,
      value: (row: Row) => columnValue(column, row),
      ...(column.csv ? { format: column.csv } : {}),
    }));
}
