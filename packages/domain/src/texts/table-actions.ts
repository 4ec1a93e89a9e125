/** The row actions of the pages put on the data table (issue 13): ours, the spec names none. */
import type { TFilterChoices } from './data-table';
export const TABLE_ACTION_TEXTS = {
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
  /** a row's own buttons, named for the row */
  editRow: 'Edit {name}',
  deleteRow: 'Delete {name}',
} as const;

/** An item's status as a column and its filter show it. */
export const STATUS_LABELS = { enabled: 'Enabled', disabled: 'Disabled' } as const;

/** The status filter of every table of things that can be switched off: enabled, disabled, all. */
export const ENABLED_FILTER: TFilterChoices = {
  label: 'Status',
  choices: [
    { value: 'true', label: STATUS_LABELS.enabled },
    { value: 'false', label: STATUS_LABELS.disabled },
    { value: null, label: 'All' },
  ],
};
