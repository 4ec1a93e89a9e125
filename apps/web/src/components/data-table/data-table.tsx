import type { RowData } from '@tanstack/react-table';
import { DataTablePager, NumberedPages } from './data-table-pager';
import { DataTableView } from './data-table-view';
import type { TDataTableProps } from './types';
import { useDataTable } from './use-data-table';

export interface TRowsDataTableProps<Row extends RowData> extends TDataTableProps<Row> {
  /** every row, already loaded: the table sorts, filters and pages them (keep the array stable) */
  rows: readonly Row[];
}

/**
 * The data table of doc 001 §2 on rows already loaded: sort, search, column filters, column
 * visibility (kept in a cookie), selection with 'n/total selected', the Actions menu, pages of
 * 10 … 500 and virtual rows for long pages or a whole list (`paginate={false}`).
 */
export function DataTable<Row extends RowData>(props: TRowsDataTableProps<Row>) {
  const state = useDataTable(props, props.rows, null);
  const { table } = state;
  const { pageSize } = table.state.pagination;
  const pager = (
    <DataTablePager pageSize={pageSize} onPageSize={(size) => table.setPageSize(size)}>
      <NumberedPages
        page={state.shown.pageIndex + 1}
        total={table.getPageCount()}
        onChange={(page) => table.setPageIndex(page - 1)}
      />
    </DataTablePager>
  );
  const canSort = (id: string) => props.columns.find((c) => c.id === id)?.sortable ?? true;
  return (
    <DataTableView
      props={props}
      state={state}
      canSort={canSort}
      pager={pager}
      loading={props.loading ?? false}
    />
  );
}
