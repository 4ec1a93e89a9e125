import type { RowData } from '@tanstack/react-table';
import { Checkbox, Loader, Table, Text } from '@mantine/core';
import { DATA_TABLE_TEXTS } from '@parley/domain';
import type { MouseEvent, ReactNode } from 'react';
import { columnValue } from './column-defs';
import type { TDataTableColumn } from './types';
import { ACTIONS_COLUMN, SELECT_COLUMN, type TRow, type TTable } from './use-data-table';
import type { TShownRows } from './use-shown-rows';
import classes from './data-table.module.css';

interface TBodyProps<Row extends RowData> {
  table: TTable<Row>;
  /** TanStack's rows: the shown ones from `shown.windowStart` on (only those in view when virtual) */
  rows: readonly TRow<Row>[];
  shown: TShownRows<Row>;
  byId: Map<string, TDataTableColumn<Row>>;
  rowLabel: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
  loading: boolean;
  /** the first shown row's place among all rows (aria-rowindex counts the header as 1) */
  firstIndex: number;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A cell too long for its column ends in an ellipsis (data-table.module.css); pointing at it shows
 * the whole text as its title. Only a cut cell gets one, so short cells show no tooltip. Screen
 * readers read the whole text anyway: only the drawing is cut.
 */
function titleIfCut(event: MouseEvent<HTMLElement>) {
  const cell = event.currentTarget;
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  else cell.removeAttribute('title');
}

function BodyRow<Row extends RowData>(
  props: TBodyProps<Row> & { row: TRow<Row>; index: number; measure?: (el: Element | null) => void },
) {
  const { row, byId, rowLabel, rowActions, index, measure, firstIndex } = props;
  return (
    <Table.Tr
      ref={measure}
      data-index={index}
      aria-rowindex={firstIndex + index + 2}
      aria-selected={row.getCanSelect() ? row.getIsSelected() : undefined}
    >
      {row.getVisibleCells().map((cell) => {
        const id = cell.column.id;
        if (id === SELECT_COLUMN)
          return (
            <Table.Td key={cell.id} className={classes.narrow}>
              <Checkbox
                aria-label={DATA_TABLE_TEXTS.selectRow.replace('{label}', rowLabel(row.original))}
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
              />
            </Table.Td>
          );
        if (id === ACTIONS_COLUMN)
          return (
            <Table.Td key={cell.id} className={classes.narrow}>
              {rowActions?.(row.original)}
            </Table.Td>
          );
        const column = byId.get(id);
        return (
          <Table.Td key={cell.id} className={classes.cell} onMouseEnter={titleIfCut}>
            {column?.cell
              ? column.cell(row.original)
              : cellText(column ? columnValue(column, row.original) : cell.getValue())}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

/** One full-width line in the body: loading, or doc 001 §2's 'No results found'. */
function BodyMessage({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>
        <Text ta="center" c="dimmed" py="md" size="sm">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Rows drawn plainly. */
function PlainRows<Row extends RowData>(props: TBodyProps<Row>) {
  return props.rows.map((row, index) => <BodyRow key={row.id} {...props} row={row} index={index} />);
}

/**
 * Only the rows in view are in the document (TanStack Virtual), between two spacer rows that keep
 * the scroll height: the table stays a real <table> with aria-rowcount/aria-rowindex.
 */
function VirtualRows<Row extends RowData>(
  props: TBodyProps<Row> & { virtualizer: NonNullable<TShownRows<Row>['virtualizer']> },
) {
  const { rows, table, virtualizer, shown } = props;
  const items = virtualizer.getVirtualItems();
  const span = table.getVisibleLeafColumns().length;
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {top > 0 && (
        <tr className={classes.spacer} aria-hidden="true">
          <td colSpan={span} style={{ height: top }} />
        </tr>
      )}
      {items.map((item) => {
        // the window TanStack holds is the one these items were read from (use-shown-rows.ts)
        const row = rows[item.index - shown.windowStart];
        return row ? (
          <BodyRow
            key={row.id}
            {...props}
            row={row}
            index={item.index}
            measure={virtualizer.measureElement}
          />
        ) : null;
      })}
      {bottom > 0 && (
        <tr className={classes.spacer} aria-hidden="true">
          <td colSpan={span} style={{ height: bottom }} />
        </tr>
      )}
    </>
  );
}

export function DataTableBody<Row extends RowData>(props: TBodyProps<Row>) {
  const span = props.table.getVisibleLeafColumns().length;
  let content: ReactNode;
  const { virtualizer } = props.shown;
  if (props.shown.shownCount === 0)
    content = (
      <BodyMessage span={span}>
        {props.loading ? (
          <Loader size="sm" aria-label={DATA_TABLE_TEXTS.loading} />
        ) : (
          DATA_TABLE_TEXTS.noResults
        )}
      </BodyMessage>
    );
  else if (virtualizer) content = <VirtualRows {...props} virtualizer={virtualizer} />;
  else content = <PlainRows {...props} />;
  return <Table.Tbody>{content}</Table.Tbody>;
}
