import { neutraliseFormula } from './formula-guard';

/** RFC 4180's record separator. */
export const CSV_RECORD_END = '\r\n';

/**
 * One CSV record as the browser's exports write it (lib/csv/csv-text.ts, through papaparse): every
 * field quoted, quotes doubled, and the formula guard on each cell; for the server, which writes
 * exports without papaparse (a page of rows at a time, in a job).
 */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => `"${neutraliseFormula(cell).replaceAll('"', '""')}"`).join(',') + CSV_RECORD_END;
}
