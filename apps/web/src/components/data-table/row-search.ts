import type { ColumnFiltersState, RowData } from '@tanstack/react-table';
import { columnValue, sortKey } from './column-defs';
import { SEARCH_TEXTS_MARK } from './search-texts-mark';
import type { TDataTableColumn } from './types';

/** Between two columns' texts in a row's search text: no search text can hold it. */
const SEPARATOR = '\u0000';

/** A slice of building search texts ahead, in ms: short enough that a keystroke is not kept waiting. */
const SLICE_MS = 8;

function searchText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Every index of `count` rows, in order: the order when nothing is searched or sorted. */
export function allIndices(count: number): Uint32Array {
  const all = new Uint32Array(count);
  for (let i = 0; i < count; i++) all[i] = i;
  return all;
}

/**
 * The search and the choice filters on rows already loaded, over indices into `rows`: a keystroke
 * answers the indices of the rows that pass, and TanStack is only ever given the rows shown.
 * Each row's searchable values are lowercased and joined once (kept by index, not per row object),
 * so a keystroke is one `includes` per row; `buildAhead` makes them after the first paint in
 * short slices, so the first keystroke does not pay for 100,000 of them. A text that holds the
 * previous one (typing on) only looks among the rows the previous one kept.
 */
export function createRowSearch<Row extends RowData>(
  columns: readonly TDataTableColumn<Row>[],
  rows: readonly Row[],
) {
  const searchable = columns.filter((c) => c.searchable ?? true);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const texts: (string | undefined)[] = new Array<string | undefined>(rows.length);
  let built = 0;
  const makeText = (row: Row): string =>
    searchable
      .map((c) => searchText(columnValue(c, row)))
      .join(SEPARATOR)
      .toLowerCase();
  const textAt = (index: number): string => (texts[index] ??= makeText(rows[index]!));
  const all = allIndices(rows.length);
  let last: { needle: string; filters: string; found: Uint32Array } | null = null;

  /**
   * The indices of the rows holding the search text (any searchable column) and matching every
   * choice filter, in `rows` order; every index when nothing is asked.
   */
  const filter = (search: string, filters: ColumnFiltersState): Uint32Array => {
    const needle = search.trim().toLowerCase();
    const choices = filters.flatMap((f) => {
      const column = byId.get(f.id);
      return column && f.value !== undefined && f.value !== null && f.value !== ''
        ? [{ column, value: sortKey(f.value) }]
        : [];
    });
    if (needle === '' && choices.length === 0) {
      last = null;
      return all;
    }
    const filtersKey = JSON.stringify(choices.map((c) => [c.column.id, c.value]));
    // typing on: every row that holds the longer text held the shorter one
    const from =
      last && last.filters === filtersKey && last.needle !== '' && needle.includes(last.needle)
        ? last.found
        : all;
    const found = new Uint32Array(from.length);
    let count = 0;
    for (let k = 0; k < from.length; k++) {
      const index = from[k]!;
      if (needle !== '' && !textAt(index).includes(needle)) continue;
      const row = rows[index]!;
      if (choices.every((c) => sortKey(columnValue(c.column, row)) === c.value)) found[count++] = index;
    }
    const result = found.slice(0, count);
    last = { needle, filters: filtersKey, found: result };
    return result;
  };

  /** Builds the texts not yet made, SLICE_MS at a time between tasks; returns a cancel. */
  const buildAhead = (): (() => void) => {
    if (searchable.length === 0) return () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      const end = performance.now() + SLICE_MS;
      while (built < rows.length) {
        textAt(built++);
        // the clock is read every 256 rows: reading it is dearer than a row's text
        if ((built & 255) === 0 && performance.now() > end) break;
      }
      if (built < rows.length) timer = setTimeout(slice, 0);
      else performance.mark?.(SEARCH_TEXTS_MARK);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  };

  return { filter, textAt, buildAhead };
}
