import type { RowData } from '@tanstack/react-table';
import { Checkbox, Loader, Table, Text } from '@mantine/core';
import { DATA_TABLE_TEXTS, fillText } from '@parley/domain';
import { memo, useCallback, useMemo, type MouseEvent, type ReactNode } from 'react';
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
  /** said instead of 'No results found' when nothing is searched or filtered */
  emptyText?: ReactNode;
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

/** What a body row draws in one visible column: our column, or the select or actions column. */
interface TCellSpec<Row> {
  id: string;
  column: TDataTableColumn<Row> | undefined;
}

/**
 * Mantine's own classes and attributes for the rows and cells of the <Table> in
 * data-table-view.tsx (striped, highlightOnHover, row borders): body rows are plain elements
 * carrying them, since a Mantine Table.Tr/Td costs its props, theme and style hooks for each of
 * the ~250 cells a filter keystroke draws (bench:table's profile: most of the keystroke's script).
 */
const ROW_LOOK = {
  className: `${Table.classes.tr} mantine-Table-tr`,
  'data-striped': 'odd',
  'data-hover': true,
  'data-with-row-border': true,
} as const;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

interface TBodyRowProps<Row extends RowData> {
  row: Row;
  rowId: string;
  /** the row's place among the shown rows */
  index: number;
  /** aria-rowindex (the header counts as 1) */
  rowIndex: number;
  /** undefined when rows cannot be selected */
  selected: boolean | undefined;
  cells: readonly TCellSpec<Row>[];
  onSelect: (rowId: string, selected: boolean) => void;
  rowLabel: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
  measure?: (el: Element | null) => void;
}

function BodyRowPlain<Row extends RowData>(props: TBodyRowProps<Row>) {
  const { row, rowId, index, rowIndex, selected, cells, onSelect, rowLabel, rowActions, measure } = props;
  return (
    <tr ref={measure} {...ROW_LOOK} data-index={index} aria-rowindex={rowIndex} aria-selected={selected}>
      {cells.map(({ id, column }) => {
        if (id === SELECT_COLUMN)
          return (
            <td key={id} className={`${CELL_CLASS} ${classes.narrow}`}>
              <Checkbox
                aria-label={fillText(DATA_TABLE_TEXTS.selectRow, { label: rowLabel(row) })}
                checked={selected ?? false}
                onChange={(event) => onSelect(rowId, event.currentTarget.checked)}
              />
            </td>
          );
        if (id === ACTIONS_COLUMN)
          return (
            <td key={id} className={`${CELL_CLASS} ${classes.narrow}`}>
              {rowActions?.(row)}
            </td>
          );
        return (
          <td
            key={id}
            className={`${CELL_CLASS} ${column?.wrap ? classes.wrap : classes.cell}`}
            onMouseEnter={column?.wrap ? undefined : titleIfCut}
          >
            {column?.cell ? column.cell(row) : cellText(column ? columnValue(column, row) : undefined)}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A row is drawn again only when what it shows changed: a keystroke or a sort that keeps a row at
 * its place, or a click on one row's box, leaves the other rows as they were.
 */
const BodyRow = memo(BodyRowPlain) as typeof BodyRowPlain;

/** The props every row shares, made once per body render. */
function useRowShared<Row extends RowData>(props: TBodyProps<Row>) {
  const { table, byId } = props;
  const visibleIds = table
    .getVisibleLeafColumns()
    .map((c) => c.id)
    .join('\u0000');
  const cells = useMemo(
    () => visibleIds.split('\u0000').map((id) => ({ id, column: byId.get(id) })),
    [visibleIds, byId],
  );
  // TanStack's own toggle, for one row by id: the rows drawn are not its Row objects
  const onSelect = useCallback(
    (rowId: string, selected: boolean) =>
      table.setRowSelection((old) => {
        const next = { ...old };
        if (selected) next[rowId] = true;
        else delete next[rowId];
        return next;
      }),
    [table],
  );
  return { cells, onSelect };
}

function rowProps<Row extends RowData>(
  props: TBodyProps<Row>,
  shared: ReturnType<typeof useRowShared<Row>>,
  row: TRow<Row>,
  index: number,
  measure?: (el: Element | null) => void,
): TBodyRowProps<Row> & { key: string } {
  return {
    key: row.id,
    row: row.original,
    rowId: row.id,
    index,
    rowIndex: props.firstIndex + index + 2,
    selected: row.getCanSelect() ? row.getIsSelected() : undefined,
    cells: shared.cells,
    onSelect: shared.onSelect,
    rowLabel: props.rowLabel,
    rowActions: props.rowActions,
    measure,
  };
}

/** One full-width line in the body: loading, or doc 001 §2's 'No results found'. */
function BodyMessage({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>
        {/* a page's own words may be more than a line of text (the contacts' archived hint) */}
        <Text component="div" ta="center" c="dimmed" py="md" size="sm">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Rows drawn plainly. */
function PlainRows<Row extends RowData>(props: TBodyProps<Row>) {
  const shared = useRowShared(props);
  return props.rows.map((row, index) => {
    const { key, ...rest } = rowProps(props, shared, row, index);
    return <BodyRow key={key} {...rest} />;
  });
}

/**
 * Only the rows in view are in the document (TanStack Virtual), between two spacer rows that keep
 * the scroll height: the table stays a real <table> with aria-rowcount/aria-rowindex.
 */
function VirtualRows<Row extends RowData>(
  props: TBodyProps<Row> & { virtualizer: NonNullable<TShownRows<Row>['virtualizer']> },
) {
  const { rows, table, virtualizer, shown } = props;
  const shared = useRowShared(props);
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
        if (!row) return null;
        const { key, ...rest } = rowProps(props, shared, row, item.index, virtualizer.measureElement);
        return <BodyRow key={key} {...rest} />;
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
          (props.emptyText ?? DATA_TABLE_TEXTS.noResults)
        )}
      </BodyMessage>
    );
  else if (virtualizer) content = <VirtualRows {...props} virtualizer={virtualizer} />;
  else content = <PlainRows {...props} />;
  return <Table.Tbody>{content}</Table.Tbody>;
}
