// The texts of issue 13's CSV export. Doc 001 §2 gives no wording for it, so these are ours.

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
