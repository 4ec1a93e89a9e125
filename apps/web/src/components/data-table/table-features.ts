import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_equalsString,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import { createSearchedRowModel } from './filtered-row-model';

/**
 * The TanStack Table features the data table uses (v9 registers each one; prerequisites first),
 * at module scope so the table is never rebuilt. Row models are the client's: a server resource
 * turns them off with the manual flags. The filtered model is ours (filtered-row-model.ts).
 */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createSearchedRowModel(),
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text, basic: sortFn_basic },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});

export type TDataTableFeatures = typeof dataTableFeatures;
