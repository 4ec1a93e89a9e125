import Papa from 'papaparse';
import { neutraliseFormula } from '@parley/domain';

/** RFC 4180's record separator, which papaparse writes between rows. */
export const CSV_NEWLINE = '\r\n';

/**
 * Cells as CSV records, with the formula guard applied: every field quoted (RFC 4180, DESIGN.md
 * §4) and every cell through `neutraliseFormula`. papaparse's own `escapeFormulae` stays off:
 * it misses multi-line cells and would prefix phone numbers (the guard says why).
 */
export function csvRecords(rows: readonly (readonly string[])[]): string {
  const safe = rows.map((cells) => cells.map(neutraliseFormula));
  return Papa.unparse(safe, { quotes: true, newline: CSV_NEWLINE, header: false, escapeFormulae: false });
}

/**
 * Builds a CSV a slice of rows at a time (the worker gets them so), keeping the parts: the header
 * line first, then each slice, joined by record separators.
 */
export function createCsvBuilder(header: readonly string[]) {
  const parts: string[] = [csvRecords([header])];
  let rows = 0;
  return {
    add(slice: readonly (readonly string[])[]) {
      if (slice.length === 0) return;
      parts.push(CSV_NEWLINE, csvRecords(slice));
      rows += slice.length;
    },
    /** the text's parts, in order: a Blob takes them without joining */
    parts: () => parts,
    rows: () => rows,
  };
}

/** Header and rows as one CSV text: what the worker builds, at once (tests, small exports). */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const builder = createCsvBuilder(header);
  builder.add(rows);
  return builder.parts().join('');
}
