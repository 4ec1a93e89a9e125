import type { RowData } from '@tanstack/react-table';
import { Box, Table } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataTableBody } from './data-table-body';
import { DataTableHead } from './data-table-head';
import { DataTableToolbar } from './data-table-toolbar';
import type { TDataTableProps } from './types';
import type { useDataTable } from './use-data-table';
import classes from './data-table.module.css';

interface TViewProps<Row extends RowData> {
  props: TDataTableProps<Row>;
  state: ReturnType<typeof useDataTable<Row>>;
  canSort: (id: string) => boolean;
  /** the pager under the table; none when every row shows in one scrolling body */
  pager: ReactNode;
  loading: boolean;
}

/** Toolbar, the table itself (a real <table> in a scrolling box), then the pager. */
export function DataTableView<Row extends RowData>({
  props,
  state,
  canSort,
  pager,
  loading,
}: TViewProps<Row>) {
  const { table, context, selectable, setSearch, shown, selection, setScrollElement } = state;
  const byId = useMemo(() => new Map(props.columns.map((c) => [c.id, c])), [props.columns]);
  const paginate = props.paginate ?? true;
  const rowLabel = props.rowLabel ?? props.getRowId;
  return (
    <div>
      <DataTableToolbar
        props={props}
        table={table}
        context={context}
        selectable={selectable}
        selection={selection}
        setSearch={setSearch}
      />
      <Box
        ref={setScrollElement}
        className={classes.scroller}
        mah={props.maxHeight ?? 600}
        // a scrolling box is reached by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label={props.label}
      >
        <Table striped highlightOnHover aria-rowcount={selection.total + 1} aria-busy={loading || undefined}>
          <caption
            className="mantine-visually-hidden"
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {props.label}
          </caption>
          <DataTableHead table={table} byId={byId} canSort={canSort} selection={selection} />
          <DataTableBody
            table={table}
            rows={table.getRowModel().rows}
            shown={shown}
            byId={byId}
            rowLabel={rowLabel}
            rowActions={props.rowActions}
            loading={loading}
            emptyText={
              table.state.globalFilter || table.state.columnFilters?.length
                ? props.noResults?.(context.query)
                : props.emptyText
            }
            firstIndex={paginate ? shown.pageStart : 0}
          />
        </Table>
      </Box>
      {paginate && pager}
    </div>
  );
}
