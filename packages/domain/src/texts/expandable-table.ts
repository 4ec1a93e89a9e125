// The expandable-row table's texts (issue 13): ours, doc 001 §2 gives no wording.

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
