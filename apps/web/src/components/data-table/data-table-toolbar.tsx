import type { RowData } from '@tanstack/react-table';
import { Group, Text, TextInput } from '@mantine/core';
import { DATA_TABLE_TEXTS, selectedText } from '@parley/domain';
import { IconSearch } from '@tabler/icons-react';
import { ActionsMenu } from './actions-menu';
import { ColumnFilter } from './column-filter';
import { ColumnsMenu } from './columns-menu';
import type { TDataTableContext, TDataTableProps } from './types';
import type { TSelection, TTable } from './use-data-table';

interface TToolbarProps<Row extends RowData> {
  props: TDataTableProps<Row>;
  table: TTable<Row>;
  context: TDataTableContext<Row>;
  selectable: boolean;
  selection: TSelection;
  setSearch: (text: string) => void;
}

/** Search, filters, then the selection count, Actions, Columns and the page's own slot. */
export function DataTableToolbar<Row extends RowData>({
  props,
  table,
  context,
  selectable,
  selection,
  setSearch,
}: TToolbarProps<Row>) {
  const { count: selectedCount, total } = selection;
  const box = props.searchBox;
  const filterValue = (id: string) =>
    (table.state.columnFilters.find((f) => f.id === id)?.value as string | undefined) ?? null;
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
      <Group gap="sm" align="flex-end">
        {box === false ? null : (
          <TextInput
            size="sm"
            w={box ? 300 : 240}
            maw="100%"
            {...(box
              ? {
                  label: box.label,
                  placeholder: box.placeholder,
                  description: box.description,
                  inputMode: box.inputMode,
                }
              : { 'aria-label': DATA_TABLE_TEXTS.search, placeholder: DATA_TABLE_TEXTS.search })}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={String(table.state.globalFilter ?? '')}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        )}
        {props.columns.map((column) =>
          column.filter ? (
            <ColumnFilter
              key={column.id}
              filter={column.filter}
              value={filterValue(column.id)}
              onChange={(value) => table.getColumn(column.id)?.setFilterValue(value ?? undefined)}
            />
          ) : null,
        )}
        {props.filters}
      </Group>
      <Group gap="sm" align="center">
        {selectable && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="data-table-selected">
            {selectedText(selectedCount, total)}
          </Text>
        )}
        {props.actions && props.actions.length > 0 && (
          <ActionsMenu actions={props.actions} context={context} selectedCount={selectedCount} />
        )}
        <ColumnsMenu table={table} columns={props.columns} />
        {props.toolbar?.(context)}
      </Group>
    </Group>
  );
}
