import type { RowData } from '@tanstack/react-table';
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { DATA_TABLE_TEXTS } from '@parley/domain';
import { IconColumns } from '@tabler/icons-react';
import type { TTable } from './use-data-table';
import type { TDataTableColumn } from './types';

/** Shows or hides the hideable columns (the select and actions columns are not listed). */
export function ColumnsMenu<Row extends RowData>({
  table,
  columns,
}: {
  table: TTable<Row>;
  columns: readonly TDataTableColumn<Row>[];
}) {
  const hideable = columns.filter((c) => c.hideable ?? true);
  if (hideable.length === 0) return null;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconColumns size={16} aria-hidden="true" />}>
          {DATA_TABLE_TEXTS.columns}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={DATA_TABLE_TEXTS.columns}>
          {hideable.map((column) => {
            const tableColumn = table.getColumn(column.id);
            return (
              <Checkbox
                key={column.id}
                label={column.header}
                checked={table.state.columnVisibility[column.id] ?? true}
                onChange={(event) => tableColumn?.toggleVisibility(event.currentTarget.checked)}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
