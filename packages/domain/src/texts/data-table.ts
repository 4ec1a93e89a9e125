// The spec's exact texts for issue 13's data-table (doc 001 of ../shared/spec/), used from here only.
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { fillText } from './fill-text';

/** doc 001 §9: the page sizes a table offers, and the one it starts with. */
export const TABLE_PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 10;

/** doc 001 §9: column visibility is kept in a cookie this many days. */
export const TABLE_VISIBILITY_COOKIE_DAYS = 365;

/** The columns doc 001 §9 always keeps, whatever the visibility cookie says. */
export const TABLE_ALWAYS_SHOWN_COLUMNS = ['select', 'actions'] as const;

export const DATA_TABLE_TEXTS = {
  /** doc 001 §2: 'n/total selected' */
  selected: '{n}/{total} selected',
  /** doc 001 §2: the Actions menu's tooltip while no row is selected */
  selectRowToEnableActions: 'Please select a row to enable actions.',
  /** doc 001 §2 and §5: a table without rows */
  noResults: MESSAGES.noResultsFound,
  /** doc 001 §2: the menu of actions on the selected rows */
  actions: 'Actions',
  // the rest are ours: doc 001 names the controls but gives them no words
  search: 'Search',
  columns: 'Columns',
  rowsPerPage: 'Rows per page',
  selectAll: 'Select all rows',
  selectRow: 'Select {label}',
  rowActions: 'Row actions',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {page}',
  loading: OUR_MESSAGES.loading,
  /** the column sort button's name: '{column}' is the header */
  sortBy: 'Sort by {column}',
} as const;

/** '3/10 selected' */
export const selectedText = (n: number, total: number) => fillText(DATA_TABLE_TEXTS.selected, { n, total });

/** One choice of a column filter: `value` null shows every row ('all'). */
export interface TFilterChoice {
  value: string | null;
  label: string;
}

/** A column filter's label and choices in the spec's order; the null choice ('All') is the default. */
export interface TFilterChoices {
  label: string;
  choices: readonly TFilterChoice[];
}

/** doc 001 §2: user status — active, inactive, all. */
export const USER_STATUS_FILTER: TFilterChoices = {
  label: 'User status',
  choices: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
    { value: null, label: 'All' },
  ],
};

/** doc 001 §2: account status — active, inactive, deleted (stored as closed), all. */
export const ACCOUNT_STATUS_FILTER: TFilterChoices = {
  label: 'Account status',
  choices: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
    { value: 'closed', label: 'Deleted' },
    { value: null, label: 'All' },
  ],
};
