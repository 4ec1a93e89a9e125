import type { RowData } from '@tanstack/react-table';
import { columnValue } from './column-defs';
import type { TDataTableColumn } from './types';

/** Between two columns' texts in a row's search text: no search text can hold it. */
const SEPARATOR = '\u0000';

/**
 * The global search as one test per row: the row's searchable values, lowercased and joined once,
 * kept per row object, then `includes`. TanStack's includesString lowercases every value of every
 * column again on each keystroke (100,000 × 7 strings made and dropped: most of a keystroke's time
 * went to that and its garbage collection, measured with bench:table --profile). The table lets
 * only one column carry the global filter, since this test covers the whole row.
 */
export function createRowSearch<Row extends RowData>(columns: readonly TDataTableColumn<Row>[]) {
  const searchable = columns.filter((c) => c.searchable ?? true);
  const texts = new WeakMap<Row, string>();
  const textOf = (row: Row): string => {
    let text = texts.get(row);
    if (text === undefined) {
      text = searchable
        .map((c) => searchText(columnValue(c, row)))
        .join(SEPARATOR)
        .toLowerCase();
      texts.set(row, text);
    }
    return text;
  };
  const filterFn = Object.assign(
    (row: { original: Row }, _columnId: string, search: string) => textOf(row.original).includes(search),
    {
      resolveFilterValue: (value: unknown) =>
        String(value ?? '')
          .trim()
          .toLowerCase(),
      autoRemove: (value: unknown) => !value,
    },
  );
  return { filterFn, carrierId: searchable[0]?.id ?? null };
}

function searchText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
