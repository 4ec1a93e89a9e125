import type { TFilterChoices, TListQuery } from '@parley/domain';
import type { ReactNode } from 'react';
import type { TCsvColumn } from '@/lib/csv/csv-columns';

/** One column of a data table, as a page declares it (the TanStack column is made from it). */
export interface TDataTableColumn<Row> {
  /** the column's id: the row field it shows unless `value` says otherwise; the server's sort key */
  id: string;
  header: string;
  /** the cell's value, for sort, filter and CSV (default: the row's field named `id`) */
  value?: (row: Row) => unknown;
  /** how the cell shows (default: the value as text) */
  cell?: (row: Row) => ReactNode;
  /** default true; on a server resource only the definition's sort fields can sort */
  sortable?: boolean;
  /** part of the global search (default true); on a server resource the server decides */
  searchable?: boolean;
  /** a choice filter in the toolbar (USER_STATUS_FILTER, ACCOUNT_STATUS_FILTER or your own) */
  filter?: TFilterChoices;
  /** default true: the Columns menu can hide it */
  hideable?: boolean;
  /** shown at first (default true): the cookie, once written, wins */
  visible?: boolean;
  /** CSV: false leaves it out; 'json' or a function formats it (default: the value as text) */
  csv?: false | 'json' | ((value: unknown, row: Row) => string);
  /** a CSS width for the column */
  width?: number | string;
  /** its text wraps over lines instead of ending in an ellipsis (an explanation to read whole) */
  wrap?: boolean;
}

/** An entry of the Actions menu: it runs on the selected rows. */
export interface TDataTableAction<Row> {
  label: string;
  onClick: (rows: Row[], table: TDataTableContext<Row>) => void;
  color?: string;
  icon?: ReactNode;
  /** off for some selections (a Disable action when all chosen rows are off already) */
  disabled?: (rows: Row[]) => boolean;
}

/** What the toolbar slot and the actions get: the table's rows and selection at the moment asked. */
export interface TDataTableContext<Row> {
  /** the selected rows (those loaded: on a server resource, the page shown) */
  selectedRows: () => Row[];
  clearSelection: () => void;
  /** every row that passes the search and filters, in the table's order, not only the page shown (a server resource: the rows loaded) */
  filteredRows: () => readonly Row[];
  /** a server resource: the list query of what is shown, without cursor and limit ({} on rows) */
  query: TListQuery;
  /** the visible columns as a CSV export writes them (csv: false left out) */
  csvColumns: () => TCsvColumn<Row>[];
  /** true on a server resource: filteredRows holds one page, fetch the rest with `query` */
  server: boolean;
}

export interface TDataTableProps<Row> {
  /** the table's accessible name (its caption, visually hidden) */
  label: string;
  columns: readonly TDataTableColumn<Row>[];
  /** a stable id per row: selection follows it */
  getRowId: (row: Row) => string;
  /** a row's name in its checkbox's label ('Select {label}'); the id by default */
  rowLabel?: (row: Row) => string;
  /** a checkbox column and the 'n/total selected' count (default: true when `actions` is given) */
  selectable?: boolean;
  /** the Actions menu on the selected rows */
  actions?: readonly TDataTableAction<Row>[];
  /** an actions column at the end: what each row offers (buttons, a menu) */
  rowActions?: (row: Row) => ReactNode;
  /** the toolbar slot (right side): Export CSV and the page's own buttons */
  toolbar?: (table: TDataTableContext<Row>) => ReactNode;
  /** the cookie name column visibility is kept under (365 days); none: not kept */
  visibilityCookie?: string;
  /** any change clears the selection, the search and the filters (doc 001 §2's reset flag) */
  reset?: unknown;
  /** the first order */
  initialSort?: { id: string; desc?: boolean };
  /** the first choices of the columns' filters, by column id (a link to a filtered list) */
  initialFilters?: Readonly<Record<string, string>>;
  /** default true; false shows every row in one scrolling, virtual body (no pager) */
  paginate?: boolean;
  /** the body's largest height before it scrolls, in px (default 600) */
  maxHeight?: number;
  /** rows still coming: a loading line instead of 'No results found' */
  loading?: boolean;
  /** what the body says when there are no rows at all (no search or filter): 'No webhooks yet…' */
  emptyText?: string;
  /** what the body says when a search or filter finds nothing (default 'No results found'); a server table gives its query */
  noResults?: (query: TListQuery) => ReactNode;
  /** the search box's own words, where it searches one thing (contacts: by phone number); false: no search box (a list the server does not search) */
  searchBox?: TSearchBox | false;
  /** the page's own filters after the choice filters (digits, a date range): the page sends their values as its `query` */
  filters?: ReactNode;
  /** a row's height estimate for the virtual rows, in px (default 41) */
  rowHeight?: number;
  /** told whenever the selection changes */
  onSelectionChange?: (rows: Row[]) => void;
}

/** The toolbar's search box, when it is not the general 'Search'. */
export interface TSearchBox {
  label: string;
  placeholder?: string;
  /** under the box: what the search needs ('at least 5 characters') */
  description?: string;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
}
