import type {
  RowData,
  ColumnFiltersState,
  OnChangeFn,
  PaginationState,
  Row as TTableRow,
  SortingState,
  TableState,
  Updater,
} from '@tanstack/react-table';
import { TABLE_DEFAULT_PAGE_SIZE } from '@parley/domain';
import type { TListQuery } from '@parley/domain';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ACTIONS_COLUMN, SELECT_COLUMN, csvColumnsOf, toColumnDefs } from './column-defs';
import { createRowFilter } from './row-search';
import { dataTableFeatures, type TDataTableFeatures } from './table-features';
import type { TDataTableContext, TDataTableProps } from './types';
import { readVisibilityCookie, writeVisibilityCookie } from './visibility-cookie';

export type TTable<Row extends RowData> = ReturnType<typeof useTable<TDataTableFeatures, Row>>;
export type TRow<Row extends RowData> = TTableRow<TDataTableFeatures, Row>;

const EMPTY_QUERY = {};

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
 * clears the selection, the reset flag clears selection, search and filters, and column
 * visibility is written to its cookie. The table owns its state; pages read it through the
 * context (`selectedRows`, `filteredRows`, `query`).
 */
export function useDataTable<Row extends RowData>(
  props: TDataTableProps<Row>,
  data: readonly Row[],
  server: TServerMode | null,
) {
  const selectable = props.selectable ?? (props.actions?.length ?? 0) > 0;
  const { columns, rowActions } = props;
  const columnDefs = useMemo(
    () => toColumnDefs(columns, { select: selectable, actions: Boolean(rowActions) }),
    [columns, selectable, rowActions],
  );
  const rowFilter = useMemo(() => createRowFilter(columns), [columns]);
  // rows already loaded are searched and filtered by our row model (row-search.ts); a server does its own
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  // read once: a cookie written later is this table's own
  const [initialState] = useState(() => ({
    columnVisibility: initialVisibility(props),
    sorting: props.initialSort ? [{ id: props.initialSort.id, desc: props.initialSort.desc ?? false }] : [],
    pagination: { pageIndex: 0, pageSize: TABLE_DEFAULT_PAGE_SIZE },
  }));

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    // TanStack types data as mutable; it never writes to it
    data: data as Row[],
    // the filtered row model reads it (filtered-row-model.ts); TanStack's meta type is per app
    meta: { rowFilter } as never,
    getRowId: props.getRowId,
    initialState,
    enableRowSelection: selectable,
    enableMultiSort: false,
    ...(server
      ? {
          manualFiltering: true,
          manualSorting: true,
          manualPagination: true,
          state: server.state,
          onSortingChange: server.onSortingChange,
          onGlobalFilterChange: server.onGlobalFilterChange,
          onColumnFiltersChange: server.onColumnFiltersChange,
          onPaginationChange: server.onPaginationChange,
        }
      : {
          state: { globalFilter, columnFilters },
          onGlobalFilterChange: (updater: Updater<string>) =>
            setGlobalFilter((old) => String(functionalUpdate(updater, old) ?? '')),
          onColumnFiltersChange: setColumnFilters,
        }),
  });

  const { columnVisibility, rowSelection } = table.state;
  const cookie = props.visibilityCookie;
  const firstVisibility = useRef(columnVisibility);
  useEffect(() => {
    if (cookie && columnVisibility !== firstVisibility.current)
      writeVisibilityCookie(cookie, columnVisibility);
  }, [cookie, columnVisibility]);

  const { onSelectionChange } = props;
  const firstSelection = useRef(rowSelection);
  useEffect(() => {
    if (onSelectionChange && rowSelection !== firstSelection.current)
      onSelectionChange(table.getSelectedRowModel().rows.map((r) => r.original));
  }, [onSelectionChange, rowSelection, table]);

  const firstReset = useRef(props.reset);
  useEffect(() => {
    if (props.reset === firstReset.current) return;
    firstReset.current = props.reset;
    table.resetRowSelection(true);
    table.setGlobalFilter('');
    table.resetColumnFilters(true);
  }, [props.reset, table]);

  const context: TDataTableContext<Row> = {
    selectedRows: () => table.getSelectedRowModel().rows.map((r) => r.original),
    clearSelection: () => table.resetRowSelection(true),
    filteredRows: () => table.getPrePaginatedRowModel().rows.map((r) => r.original),
    query: server?.query ?? EMPTY_QUERY,
    csvColumns: () => csvColumnsOf(columns, (id) => table.getColumn(id)?.getIsVisible() ?? true),
    server: server !== null,
  };

  /** doc 001 §2: a change of search text clears the row selection. */
  const setSearch = (text: string) => {
    table.setGlobalFilter(text);
    table.resetRowSelection(true);
  };

  return { table, context, selectable, setSearch };
}

export { ACTIONS_COLUMN, SELECT_COLUMN };
