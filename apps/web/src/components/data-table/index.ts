// The data table of issue 13 (doc 001 §2): rows already loaded, or a server resource through the kit.
export { DataTable, type TRowsDataTableProps } from './data-table';
export { ResourceDataTable, type TResourceDataTableProps } from './resource-data-table';
export type {
  TDataTableAction,
  TDataTableColumn,
  TDataTableContext,
  TDataTableProps,
  TSearchBox,
} from './types';
export { deleteAction, onOffDeleteActions, type TOnOffDeleteActions } from './on-off-delete-actions';
export { ResourceCsvExport } from './resource-csv-export';
