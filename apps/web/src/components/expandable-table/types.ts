import type { ReactNode } from 'react';

/** A workflow a row points at (doc 001 §2: workflow objects with name, id and routeTag). */
export interface TWorkflowRef {
  name: string;
  id: string;
  routeTag: string;
}

/** doc 001 §2's sub-table: its headers and its data rows. */
export interface TSubTableData {
  headers: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

/** The row extras of doc 001 §2's expandable-row table; a row type carries them beside its own fields. */
export interface TExpandableRowExtras {
  subTableData?: TSubTableData;
  workflows?: readonly TWorkflowRef[];
  /** whether the row may be changed (the page decides what editing means) */
  editable?: boolean;
  clientId?: string;
  /** the row's name: its toggle says it */
  displayName?: string;
}

export interface TExpandableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
}
