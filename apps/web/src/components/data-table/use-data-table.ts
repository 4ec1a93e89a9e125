import type {
  RowData,
  ColumnFiltersState,
  OnChangeFn,
  PaginationState,
  Row as TTableRow,
  RowSelectionState,
  SortingState,
  TableState,
  Updater,
} from '@tanstack/react-table';
import { TABLE_DEFAULT_PAGE_SIZE } from '@parley/domain';
import type { TListQuery } from '@parley/domain';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ACTIONS_COLUMN, SELECT_COLUMN, csvColumnsOf, toColumnDefs } from './column-defs';
import { dataTableFeatures, type TDataTableFeatures } from './table-features';
import type { TDataTableContext, TDataTableProps } from './types';
import { useShownRows } from './use-shown-rows';
import { readVisibilityCookie, writeVisibilityCookie } from './visibility-cookie';
import { filtersOf } from './initial-filters';

export type TTable<Row extends RowData> = ReturnType<typeof useTable<TDataTableFeatures, Row>>;
export type TRow<Row extends RowData> = TTableRow<TDataTableFeatures, Row>;

const EMPTY_QUERY = {};

/** The selection as the header's box and the toolbar's count show it: over every filtered row. */
export interface TSelection {
  /** selected rows */
  count: number;
  /** rows that pass the search and filters */
  total: number;
  /** every filtered row is selected */
  all: boolean;
  /** some filtered rows are, not all */
  some: boolean;
  toggleAll: () => void;
}

/**
 * Server mode: the resource sorts, filters and pages, so the table's own row models stand aside
 * and the state that makes the request is held by the caller (it goes into the query).
 */
export interface TServerMode {
  query: TListQuery;
  state: Pick<TableState<TDataTableFeatures>, 'sorting' | 'globalFilter' | 'columnFilters' | 'pagination'>;
  onSortingChange: OnChangeFn<SortingState>;
  onGlobalFilterChange: OnChangeFn<string>;
  onColumnFiltersChange: OnChangeFn<ColumnFiltersState>;
  onPaginationChange: OnChangeFn<PaginationState>;
}

function initialVisibility<Row extends RowData>(props: TDataTableProps<Row>): Record<string, boolean> {
  const defaults = Object.fromEntries(props.columns.map((c) => [c.id, c.visible ?? true]));
  const saved = props.visibilityCookie ? readVisibilityCookie(props.visibilityCookie) : null;
  return { ...defaults, ...saved };
}

/**
 * The TanStack table behind a data table, with doc 001 §2's rules on top: a new search text
 * clears the selection, and so does every change that hides rows (a filter; on a server resource
 * also a sort or a page size, which load other rows); the reset flag clears selection, search and
 * filters, and column visibility is written to its cookie. The selection never holds a row the
 * list does not show: a row that leaves it (changed, deleted, refreshed away) leaves the selection. TanStack owns the state (sort, search, filters, page,
 * visibility, selection by row id) but is only given the rows in view (use-shown-rows.ts), so
 * 'select all' and the counts run over our indices of every filtered row. Pages read the table
 * through the context (`selectedRows`, `filteredRows`, `query`).
 */
export function useDataTable<Row extends RowData>(
  props: TDataTableProps<Row>,
  data: readonly Row[],
  server: TServerMode | null,
) {
  const selectable = props.selectable ?? (props.actions?.length ?? 0) > 0;
  const { columns, rowActions, getRowId } = props;
  const paginate = props.paginate ?? true;
  const columnDefs = useMemo(
    () => toColumnDefs(columns, { select: selectable, actions: Boolean(rowActions) }),
    [columns, selectable, rowActions],
  );
  // rows already loaded: the state that picks the rows is held here, as the server mode's caller does
  const [sorting, setSorting] = useState<SortingState>(() =>
    props.initialSort ? [{ id: props.initialSort.id, desc: props.initialSort.desc ?? false }] : [],
  );
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>(() =>
    filtersOf(props.initialFilters),
  );
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: TABLE_DEFAULT_PAGE_SIZE,
  });
  // read once: a cookie written later is this table's own
  const [initialState] = useState(() => ({ columnVisibility: initialVisibility(props) }));
  // state, not a ref: the virtual rows mount before the scrolling box's ref is set, and must render again once it is
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const shown = useShownRows({
    columns,
    data,
    client: server
      ? null
      : { search: globalFilter, columnFilters, sorting, pagination: paginate ? pagination : null },
    scrollElement,
    rowHeight: props.rowHeight ?? 41,
  });
  const { ordered } = shown;

  /** A new order or a new set of rows starts again at the first page (TanStack did so on rows it held). */
  const firstPage = () => setPagination((old) => (old.pageIndex === 0 ? old : { ...old, pageIndex: 0 }));
  // set once the table exists (an effect below): the handlers run on events, after it is made
  const clearSelection = useRef<() => void>(() => {});
  /** A change that hides rows clears the selection, as doc 001 §2 has the search do. */
  const hiding =
    <T>(apply: (updater: Updater<T>) => void) =>
    (updater: Updater<T>) => {
      apply(updater);
      clearSelection.current();
    };
  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    // TanStack types data as mutable; it never writes to it
    data: shown.windowRows,
    getRowId,
    initialState,
    enableRowSelection: selectable,
    enableMultiSort: false,
    manualFiltering: true,
    manualSorting: true,
    manualPagination: true,
    ...(server
      ? {
          state: server.state,
          // each asks the server for other rows: what was selected is no longer on screen
          onSortingChange: hiding(server.onSortingChange),
          onGlobalFilterChange: server.onGlobalFilterChange,
          onColumnFiltersChange: hiding(server.onColumnFiltersChange),
          onPaginationChange: hiding(server.onPaginationChange),
        }
      : {
          rowCount: ordered.length,
          state: {
            sorting,
            globalFilter,
            columnFilters,
            pagination: { ...pagination, pageIndex: shown.pageIndex },
          },
          onSortingChange: (updater: Updater<SortingState>) => {
            setSorting(updater);
            firstPage();
          },
          onGlobalFilterChange: (updater: Updater<string>) => {
            setGlobalFilter((old) => String(functionalUpdate(updater, old) ?? ''));
            firstPage();
          },
          // a sort or a page size keeps every row in the list (on some page, counted in
          // 'n/total selected', as across pages): only a filter hides rows
          onColumnFiltersChange: hiding((updater: Updater<ColumnFiltersState>) => {
            setColumnFilters(updater);
            firstPage();
          }),
          onPaginationChange: setPagination,
        }),
  });

  useEffect(() => {
    clearSelection.current = () => table.resetRowSelection(true);
  }, [table]);
  const { columnVisibility, rowSelection } = table.state;
  const cookie = props.visibilityCookie;
  const firstVisibility = useRef(columnVisibility);
  useEffect(() => {
    if (cookie && columnVisibility !== firstVisibility.current)
      writeVisibilityCookie(cookie, columnVisibility);
  }, [cookie, columnVisibility]);

  const selectedCount = useMemo(() => Object.keys(rowSelection).length, [rowSelection]);
  // how many of the filtered rows are selected: what 'select all' shows and toggles. A page may pass
  // a new getRowId each render; it is read for the rows, which are the same
  const filteredSelected = useMemo(
    () => {
      if (selectedCount === 0) return 0;
      let count = 0;
      for (let k = 0; k < ordered.length; k++) if (rowSelection[getRowId(data[ordered[k]!]!)]) count++;
      return count;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rowSelection, selectedCount, ordered, data],
  );
  // a selected row the list no longer shows (changed so a filter hides it, deleted, refreshed
  // away) leaves the selection: Actions must never reach a row nobody can see
  useEffect(() => {
    if (filteredSelected === selectedCount) return;
    const kept: RowSelectionState = {};
    for (let k = 0; k < ordered.length; k++) {
      const id = getRowId(data[ordered[k]!]!);
      if (rowSelection[id]) kept[id] = true;
    }
    table.setRowSelection(kept);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filteredSelected, selectedCount]);
  const allSelected = ordered.length > 0 && filteredSelected === ordered.length;
  /** doc 001 §2 (as TanStack's own did on the rows it held): select every filtered row, or none of them. */
  const toggleAll = () =>
    table.setRowSelection((old) => {
      const next: RowSelectionState = { ...old };
      for (let k = 0; k < ordered.length; k++) {
        const id = getRowId(data[ordered[k]!]!);
        if (allSelected) delete next[id];
        else next[id] = true;
      }
      return next;
    });

  /** The selected rows among those the list shows, in its order. */
  const selectedRows = () => {
    if (filteredSelected === 0) return [];
    const rows: Row[] = [];
    for (let k = 0; k < ordered.length; k++) {
      const row = data[ordered[k]!]!;
      if (rowSelection[getRowId(row)]) rows.push(row);
    }
    return rows;
  };
  const { onSelectionChange } = props;
  const firstSelection = useRef(rowSelection);
  useEffect(() => {
    if (onSelectionChange && rowSelection !== firstSelection.current)
      onSelectionChange(data.filter((row) => rowSelection[getRowId(row)]));
    // told when the selection changes, not when the page hands a new callback
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowSelection]);

  const firstReset = useRef(props.reset);
  useEffect(() => {
    if (props.reset === firstReset.current) return;
    firstReset.current = props.reset;
    table.resetRowSelection(true);
    table.setGlobalFilter('');
    table.resetColumnFilters(true);
  }, [props.reset, table]);

  const context: TDataTableContext<Row> = {
    selectedRows,
    clearSelection: () => table.resetRowSelection(true),
    filteredRows: () => Array.from(ordered, (index) => data[index]!),
    query: server?.query ?? EMPTY_QUERY,
    csvColumns: () => csvColumnsOf(columns, (id) => table.getColumn(id)?.getIsVisible() ?? true),
    server: server !== null,
  };

  /** doc 001 §2: a change of search text clears the row selection. */
  const setSearch = (text: string) => {
    table.setGlobalFilter(text);
    table.resetRowSelection(true);
  };

  const selection: TSelection = {
    count: filteredSelected,
    total: ordered.length,
    all: allSelected,
    some: filteredSelected > 0 && !allSelected,
    toggleAll,
  };
  return { table, context, selectable, setSearch, shown, selection, setScrollElement };
}

export { ACTIONS_COLUMN, SELECT_COLUMN };
