import { useDebouncedValue } from '@mantine/hooks';
import {
  TABLE_DEFAULT_PAGE_SIZE,
  type TItemOf,
  type TListQuery,
  type TResourceDefinition,
} from '@parley/domain';
import type { ColumnFiltersState, PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { functionalUpdate } from '@tanstack/react-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TResourceClient } from '@/lib/create-resource';
import { CursorPages, DataTablePager } from './data-table-pager';
import { DataTableView } from './data-table-view';
import type { TDataTableProps } from './types';
import { useDataTable } from './use-data-table';
import { filtersOf } from './initial-filters';

/** doc 001 §9: a text search waits 500 ms after the last keystroke before it asks the server. */
export const SERVER_SEARCH_DEBOUNCE_MS = 500;

export interface TResourceDataTableProps<D extends TResourceDefinition> extends TDataTableProps<TItemOf<D>> {
  /** the kit's client (resources/*.ts): the server sorts, searches, filters and pages */
  resource: TResourceClient<D>;
  /** fixed query parameters sent with every page (a filter the page sets itself) */
  query?: TListQuery;
  /** what the search box asks the server, when not the definition's `q` (contacts: a phone filter) */
  searchQuery?: (typed: string) => TListQuery;
}

const EMPTY: never[] = [];

/** The list query the table's state asks for, without cursor. */
function listQuery(
  definition: TResourceDefinition,
  state: { sorting: SortingState; search: string; columnFilters: ColumnFiltersState; pageSize: number },
  fixed: TListQuery | undefined,
  searchQuery: ((typed: string) => TListQuery) | undefined,
): TListQuery {
  const query: TListQuery = { ...fixed, limit: state.pageSize };
  const sort = state.sorting[0];
  if (sort && (definition.list.sort as readonly string[]).includes(sort.id))
    query.sort = sort.desc ? `-${sort.id}` : sort.id;
  const typed = state.search.trim();
  if (searchQuery) Object.assign(query, searchQuery(typed));
  else if (definition.list.search && typed !== '') query.q = typed;
  for (const filter of state.columnFilters) if (filter.value != null) query[filter.id] = filter.value;
  return query;
}

/**
 * The data table on a server resource (issue 13): sort, search (500 ms after typing), filters and
 * pages are the server's, through the kit's list (`limit`, `cursor`, `sort`, `q`, filters). The
 * server answers a next cursor and no count, so pages go back and forth by cursor; the previous
 * page stays shown while the next one loads. A new page, sort, search, filter or page size clears
 * the selection: the Actions menu acts on the rows in view.
 */
export function ResourceDataTable<D extends TResourceDefinition>(props: TResourceDataTableProps<D>) {
  type Row = TItemOf<D>;
  const { resource } = props;
  const definition = resource.definition as TResourceDefinition;
  const [sorting, setSorting] = useState<SortingState>(
    props.initialSort ? [{ id: props.initialSort.id, desc: props.initialSort.desc ?? false }] : [],
  );
  const [search, setSearch] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>(() =>
    filtersOf(props.initialFilters),
  );
  const [pageSize, setPageSize] = useState(TABLE_DEFAULT_PAGE_SIZE);
  const [debounced] = useDebouncedValue(search, SERVER_SEARCH_DEBOUNCE_MS);

  const base = useMemo(
    () =>
      listQuery(
        definition,
        { sorting, search: debounced, columnFilters, pageSize },
        props.query,
        props.searchQuery,
      ),
    [definition, sorting, debounced, columnFilters, pageSize, props.query, props.searchQuery],
  );
  // cursors[i] opens page i; they belong to one query: another query starts again at page 1
  const baseKey = JSON.stringify(base);
  const [paging, setPaging] = useState({ key: baseKey, page: 0, cursors: [] as string[] });
  const current = paging.key === baseKey ? paging : { key: baseKey, page: 0, cursors: [] as string[] };
  const cursor = current.page > 0 ? current.cursors[current.page - 1] : undefined;
  const answer = useQuery({
    ...resource.listQueryOptions(cursor ? { ...base, cursor } : base),
    placeholderData: keepPreviousData,
  });
  const rows = (answer.data?.items ?? EMPTY) as Row[];
  const nextCursor = answer.isPlaceholderData ? null : (answer.data?.page.nextCursor ?? null);

  const pagination: PaginationState = { pageIndex: current.page, pageSize };
  const state = useDataTable<Row>(props, rows, {
    query: base,
    state: { sorting, globalFilter: search, columnFilters, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: (updater: Updater<string>) =>
      setSearch((old) => String(functionalUpdate(updater, old) ?? '')),
    onColumnFiltersChange: setColumnFilters,
    onPaginationChange: (updater: Updater<PaginationState>) =>
      setPageSize(functionalUpdate(updater, pagination).pageSize),
  });

  const goTo = (page: number, cursors: string[]) => {
    state.table.resetRowSelection(true);
    setPaging({ key: baseKey, page, cursors });
  };
  const pager = (
    // through the table, which clears the selection: another size loads other rows
    <DataTablePager pageSize={pageSize} onPageSize={(size) => state.table.setPageSize(size)}>
      <CursorPages
        page={current.page + 1}
        canPrevious={current.page > 0}
        canNext={nextCursor !== null}
        onPrevious={() => goTo(current.page - 1, current.cursors)}
        onNext={() =>
          nextCursor && goTo(current.page + 1, [...current.cursors.slice(0, current.page), nextCursor])
        }
      />
    </DataTablePager>
  );
  const canSort = (id: string) =>
    (props.columns.find((c) => c.id === id)?.sortable ?? true) &&
    (definition.list.sort as readonly string[]).includes(id);
  return (
    <DataTableView
      props={props}
      state={state}
      canSort={canSort}
      pager={pager}
      loading={answer.isPending || answer.isPlaceholderData}
    />
  );
}
