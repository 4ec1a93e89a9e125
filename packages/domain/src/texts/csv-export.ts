// The texts of issue 13's CSV export and expandable-row table, used from here only. Doc 001 §2
// gives no wording for them, so these are ours.
export { FORMULA_ESCAPE, FORMULA_TRIGGERS, isFormulaRisk, neutraliseFormula } from '../csv/formula-guard';

export const CSV_EXPORT_TEXTS = {
  /** the toolbar button */
  exportCsv: 'Export CSV',
  /** its accessible name while a file is being built */
  exporting: 'Exporting…',
  /** the toast when the file could not be built */
  exportFailed: 'The CSV file could not be made. Please try again.',
  /** the toast header on that failure */
  exportFailedHeader: 'Export failed',
} as const;

export const EXPANDABLE_TABLE_TEXTS = {
  /** the toggle's name: '{name}' is the row's display name */
  showDetails: 'Show details of {name}',
  /** what an open row with an empty sub-table says */
  noDetails: 'No details',
  /** the workflow list's heading in an open row */
  workflows: 'Workflows',
  /** the mark on an editable row */
  editable: 'Editable',
} as const;
