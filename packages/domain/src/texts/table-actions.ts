/** The row actions of the pages put on the data table (issue 13): ours, the spec names none. */
export const TABLE_ACTION_TEXTS = {
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
} as const;
