import {
  columnFilteringFeature,
  columnVisibilityFeature,
  filterFn_equalsString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * The TanStack Table features the data table uses (v9 registers each one; prerequisites first),
 * at module scope so the table is never rebuilt. TanStack keeps the state (sort, search, filters,
 * page, visibility, selection) and draws from the rows it is given; it has no row models: the
 * rows are searched, sorted and paged by us (rows already loaded: use-shown-rows.ts) or by the
 * server, and it only ever holds the rows shown.
 */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  filterFns: { equalsString: filterFn_equalsString },
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
});

export type TDataTableFeatures = typeof dataTableFeatures;
