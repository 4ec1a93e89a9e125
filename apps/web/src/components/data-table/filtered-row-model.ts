import { skipFirstRun, tableMemo, type ColumnFiltersState, type RowModel } from '@tanstack/react-table';

/** What the table's meta carries for the filtered row model: the rows that pass, in order. */
export interface TRowFilterMeta {
  rowFilter: {
    filterRows: <T extends { original: never }>(
      rows: readonly T[],
      search: string,
      filters: ColumnFiltersState,
    ) => readonly T[];
  };
}

/**
 * TanStack's filtered-row-model slot, filled by our search and choice filters (row-search.ts) over
 * the rows TanStack already made: a keystroke keeps or drops rows, and neither rebuilds them (as
 * handing the table a filtered array did) nor gives each row new objects (as TanStack's own
 * filtered model does). Both were most of a keystroke in bench:table --profile. Kept rows share
 * the full model's rowsById: an id still finds its row.
 */
export function createSearchedRowModel() {
  // the slot's own type is `(table: any) => () => RowModel` (TableFeatures.d.ts)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (table: any): (() => RowModel<any, any>) =>
    tableMemo({
      feature: 'columnFilteringFeature',
      table,
      fnName: 'table.getFilteredRowModel',
      memoDeps: () => [
        table.getPreFilteredRowModel(),
        table.atoms.columnFilters?.get(),
        table.atoms.globalFilter?.get(),
        table.options.meta?.rowFilter,
      ],
      fn: () => {
        const model = table.getPreFilteredRowModel();
        const rowFilter = (table.options.meta as Partial<TRowFilterMeta> | undefined)?.rowFilter;
        if (!rowFilter) return model;
        const rows = rowFilter.filterRows(
          model.rows,
          String(table.atoms.globalFilter?.get() ?? ''),
          table.atoms.columnFilters?.get() ?? [],
        );
        return rows === model.rows ? model : { rows, flatRows: rows, rowsById: model.rowsById };
      },
      onAfterUpdate: skipFirstRun(() => table.autoResetPageIndex?.()),
    });
}
