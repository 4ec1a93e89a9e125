// The texts of issue 13's CSV export and expandable-row table, used from here only. Doc 001 §2
// gives no wording for them, so these are ours.
import type { TFilterChoices } from './data-table';

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

/** The row actions of the pages put on the data table (issue 13): ours, the spec names none. */
export const TABLE_ACTION_TEXTS = {
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
} as const;

/** The webhooks table's status filter: enabled, disabled, all (ours, in the style of doc 001 §2's user status). */
export const WEBHOOK_ENABLED_FILTER: TFilterChoices = {
  label: 'Status',
  choices: [
    { value: 'true', label: 'Enabled' },
    { value: 'false', label: 'Disabled' },
    { value: null, label: 'All' },
  ],
};

export const WEBHOOKS_PAGE_TEXTS = {
  /** asking before deleting several webhooks (one uses OUR_MESSAGES.webhookDeleteConfirm) */
  deleteMany: 'Delete {n} webhooks? Their URLs will receive no more events.',
  deleteTitle: 'Delete webhook',
  deleteManyTitle: 'Delete webhooks',
} as const;

export const USERS_PAGE_TEXTS = {
  deleteOne: 'Delete the user {name}? They will no longer be able to sign in. This cannot be undone.',
  deleteMany: 'Delete {n} users? They will no longer be able to sign in. This cannot be undone.',
  deleteTitle: 'Delete user',
  deleteManyTitle: 'Delete users',
} as const;
