/** What the page and the CSV worker say to each other: a header, slices of rows, an end. */
export type TCsvRequest =
  { type: 'start'; header: string[] } | { type: 'rows'; rows: string[][] } | { type: 'end' };

/** The worker's answer: the file (a Blob crosses threads without a copy of its bytes) or what went wrong. */
export type TCsvResponse = { type: 'done'; blob: Blob; rows: number } | { type: 'error'; message: string };

/**
 * A byte-order mark first, so a spreadsheet opens the file as UTF-8 (Excel reads a CSV without
 * one in the system's code page and garbles accents).
 */
export const UTF8_BOM = '\uFEFF';

export const CSV_MIME = 'text/csv;charset=utf-8';
