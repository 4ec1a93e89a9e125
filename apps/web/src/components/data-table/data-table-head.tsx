import type { RowData } from '@tanstack/react-table';
import { Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { DATA_TABLE_TEXTS } from '@parley/domain';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { TDataTableColumn } from './types';
import { ACTIONS_COLUMN, SELECT_COLUMN, type TSelection, type TTable } from './use-data-table';
import classes from './data-table.module.css';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface THeadProps<Row extends RowData> {
  table: TTable<Row>;
  byId: Map<string, TDataTableColumn<Row>>;
  canSort: (id: string) => boolean;
  selection: TSelection;
}

/** The header row: the select-all box, a sort button per sortable column (aria-sort on its th). */
export function DataTableHead<Row extends RowData>({ table, byId, canSort, selection }: THeadProps<Row>) {
  const columns = table.getVisibleLeafColumns();
  return (
    <Table.Thead className={classes.head}>
      <Table.Tr>
        {columns.map((column) => {
          if (column.id === SELECT_COLUMN)
            return (
              <Table.Th key={column.id} className={classes.narrow}>
                <Checkbox
                  aria-label={DATA_TABLE_TEXTS.selectAll}
                  checked={selection.all}
                  indeterminate={selection.some}
                  onChange={selection.toggleAll}
                />
              </Table.Th>
            );
          if (column.id === ACTIONS_COLUMN)
            return (
              <Table.Th key={column.id} className={classes.narrow}>
                <VisuallyHidden>{DATA_TABLE_TEXTS.rowActions}</VisuallyHidden>
              </Table.Th>
            );
          const ours = byId.get(column.id);
          const header = ours?.header ?? column.id;
          const sorted = column.getIsSorted();
          if (!canSort(column.id))
            return (
              <Table.Th key={column.id} style={{ width: ours?.width }}>
                {header}
              </Table.Th>
            );
          const Icon =
            sorted === 'asc' ? IconSortAscending : sorted === 'desc' ? IconSortDescending : IconArrowsSort;
          return (
            <Table.Th
              key={column.id}
              style={{ width: ours?.width }}
              aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
            >
              <UnstyledButton className={classes.sort} onClick={column.getToggleSortingHandler()}>
                {header}
                <Icon size={14} aria-hidden="true" className={sorted ? undefined : classes.sortIdle} />
              </UnstyledButton>
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
