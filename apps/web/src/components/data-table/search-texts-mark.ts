/**
 * The performance mark a data table sets once every row's search text is built (row-search.ts);
 * bench:table waits for it before reading the heap. A file of its own so the bench imports nothing else.
 */
export const SEARCH_TEXTS_MARK = 'data-table-search-texts';
