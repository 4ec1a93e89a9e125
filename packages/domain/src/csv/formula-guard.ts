/**
 * The CSV formula guard (issue 13, DESIGN.md §4): a cell a spreadsheet could run as a formula is
 * turned into text, while a plain number — an E.164 phone number such as +15551234567 above all —
 * stays as it is.
 *
 * The rule (docs/decisions.md, "CSV export"):
 * - a line "triggers" when it starts with = + - @, a tab or a carriage return (OWASP's list);
 * - a cell whose first line triggers gets a leading apostrophe, the spreadsheets' own "this is
 *   text" mark, which they hide;
 * - in a multi-line cell every later line that triggers gets one too: an importer that splits
 *   lines (or a user pasting the cell) must not see a formula there either. papaparse's
 *   `escapeFormulae` tests `^[=+\-@\t\r].*$` without the s flag, so a cell holding a line break
 *   is never escaped at all — hence our own guard;
 * - a cell that is one plain number (an optional sign, digits, an optional decimal part) is left
 *   alone: it can compute nothing, and a phone number or a negative amount must still read as
 *   that number. `+1-1` is not one number, so it is neutralised.
 */

/** The characters that make a line a formula when it starts with one of them. */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** What the guard puts before a triggering line. */
export const FORMULA_ESCAPE = "'";

const TRIGGER = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;
// a line starts after LF, or after a CR not followed by LF (CR LF is one break)
const LINE_START = /(\r\n|\n|\r(?!\n))([=+\-@\t\r])/g;

/** Whether a cell would be neutralised: it, or one of its lines, starts like a formula. */
export function isFormulaRisk(cell: string): boolean {
  if (PLAIN_NUMBER.test(cell)) return false;
  return TRIGGER.test(cell) || /(?:\n|\r(?!\n))[=+\-@\t\r]/.test(cell);
}

/** The cell as a spreadsheet can open it safely (the rule above); other cells are returned as they are. */
export function neutraliseFormula(cell: string): string {
  if (!isFormulaRisk(cell)) return cell;
  const inner = cell.replace(LINE_START, `$1${FORMULA_ESCAPE}$2`);
  return TRIGGER.test(inner) ? FORMULA_ESCAPE + inner : inner;
}
