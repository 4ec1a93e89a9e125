import type { ColumnFiltersState, PaginationState, RowData, SortingState } from '@tanstack/react-table';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo } from 'react';
import { allIndices, createRowSearch } from './row-search';
import { createRowSort } from './row-sort';
import type { TDataTableColumn } from './types';

/** Fewer rows than this are drawn plainly: a page of 10 to 50 needs no virtual rows. */
export const VIRTUAL_FROM = 100;

/** What the table asks of rows already loaded; null when a server searched, sorted and paged them. */
export interface TClientQuery {
  search: string;
  columnFilters: ColumnFiltersState;
  sorting: SortingState;
  /** null: every row in one scrolling body */
  pagination: PaginationState | null;
}

export interface TShownRows<Row> {
  /** the indices into the rows of every row that passes the search and filters, in the table's order */
  ordered: Uint32Array;
  /** the page's first place in `ordered` (0 without pages or on a server) */
  pageStart: number;
  /** the page's index once clamped to the pages there are */
  pageIndex: number;
  /** how many rows the body shows (the page, or every row in one scroll) */
  shownCount: number;
  /** the virtual rows over the shown ones; null when they are drawn plainly */
  virtualizer: Virtualizer<HTMLDivElement, Element> | null;
  /** the place among the shown rows of the first row TanStack is given */
  windowStart: number;
  /** the rows TanStack is given: those in view (virtual) or every shown row */
  windowRows: Row[];
}

const EMPTY_SORT: SortingState = [];

/**
 * The rows a data table shows, as indices into the rows given: search and choice filters
 * (row-search.ts), the sort (row-sort.ts), the page, then the virtual window in view. TanStack is
 * given only that window, so it makes a Row object for the ~30 rows on screen, never for every
 * row loaded (on 100,000 rows its Row objects and their caches held ~45 MB). A server's rows are
 * taken as they come (`client` null).
 */
export function useShownRows<Row extends RowData>({
  columns,
  data,
  client,
  scrollElement,
  rowHeight,
}: {
  columns: readonly TDataTableColumn<Row>[];
  data: readonly Row[];
  client: TClientQuery | null;
  scrollElement: HTMLDivElement | null;
  rowHeight: number;
}): TShownRows<Row> {
  const onClient = client !== null;
  const search = useMemo(() => (onClient ? createRowSearch(columns, data) : null), [onClient, columns, data]);
  const sort = useMemo(() => (onClient ? createRowSort(columns, data) : null), [onClient, columns, data]);
  // the texts are made after the first paint, a slice at a time, so the first keystroke finds them
  useEffect(() => search?.buildAhead(), [search]);

  const text = client?.search ?? '';
  const filters = client?.columnFilters;
  const filtered = useMemo(
    () => (search ? search.filter(text, filters ?? []) : allIndices(data.length)),
    [search, text, filters, data.length],
  );
  const sorting = client?.sorting ?? EMPTY_SORT;
  const ordered = useMemo(() => (sort ? sort(filtered, sorting[0]) : filtered), [sort, filtered, sorting]);

  const pagination = client?.pagination ?? null;
  const pageCount = pagination ? Math.max(1, Math.ceil(ordered.length / pagination.pageSize)) : 1;
  const pageIndex = pagination ? Math.min(pagination.pageIndex, pageCount - 1) : 0;
  const pageStart = pagination ? pageIndex * pagination.pageSize : 0;
  const shownCount = pagination
    ? Math.max(0, Math.min(pagination.pageSize, ordered.length - pageStart))
    : ordered.length;

  const virtual = shownCount >= VIRTUAL_FROM;
  // TanStack Virtual keeps its own state; the app runs without the React compiler
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? shownCount : 0,
    enabled: virtual,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const windowStart = virtual ? (items[0]?.index ?? 0) : 0;
  const windowEnd = virtual ? (items.at(-1)?.index ?? -1) + 1 : shownCount;
  const windowRows = useMemo(() => {
    const rows: Row[] = [];
    for (let k = windowStart; k < windowEnd; k++) rows.push(data[ordered[pageStart + k]!]!);
    return rows;
  }, [data, ordered, pageStart, windowStart, windowEnd]);

  return {
    ordered,
    pageStart,
    pageIndex,
    shownCount,
    virtualizer: virtual ? virtualizer : null,
    windowStart,
    windowRows,
  };
}
