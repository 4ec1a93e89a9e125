/**
 * What a CSV export writes for each row (issue 13: columns can be excluded, or written as JSON or
 * by a function of their own). Plain functions: they run on the main thread, a slice at a time,
 * because a column's function cannot be sent to a worker.
 */
export interface TCsvColumn<Row> {
  /** names the column for `exclude` */
  id: string;
  /** the first line's text for it */
  header: string;
  /** the cell's value; by default the row's field named `id` */
  value?: (row: Row) => unknown;
  /** 'json' writes the value as JSON; a function writes it as it likes */
  format?: 'json' | ((value: unknown, row: Row) => string);
}

/** A value as cell text: text as it is, numbers and flags as they print, dates in ISO 8601, the rest as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value) ?? '';
}

/** The columns left once `exclude` is taken out. */
export function keptColumns<Row>(
  columns: readonly TCsvColumn<Row>[],
  exclude: readonly string[] = [],
): TCsvColumn<Row>[] {
  return columns.filter((c) => !exclude.includes(c.id));
}

/** One row as its cells' text, column by column. */
export function rowCells<Row>(row: Row, columns: readonly TCsvColumn<Row>[]): string[] {
  return columns.map((column) => {
    const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.id];
    if (column.format === 'json') return JSON.stringify(value) ?? '';
    if (column.format) return column.format(value, row);
    return cellText(value);
  });
}
