import { ActionIcon, Table, VisuallyHidden } from '@mantine/core';
import { EXPANDABLE_TABLE_TEXTS, fillText } from '@parley/domain';
import { IconChevronRight } from '@tabler/icons-react';
import { Fragment, useId, useState, type MouseEvent } from 'react';
import { RowDetails } from './sub-table';
import type { TExpandableColumn, TExpandableRowExtras } from './types';

interface TExpandableTableProps<Row extends TExpandableRowExtras> {
  /** the table's accessible name */
  label: string;
  columns: readonly TExpandableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
}

/** A click on a control inside the row is that control's, not the row's. */
const fromControl = (event: MouseEvent) =>
  (event.target as Element).closest(
    'button, a, input, select, textarea, [role="switch"], [role="checkbox"]',
  ) !== null;

/**
 * doc 001 §2's expandable-row table: clicking a row toggles its sub-table open, one row at a
 * time. The row's toggle is a real button with aria-expanded (the keyboard's way in); the open
 * row's details follow it in a full-width cell.
 */
export function ExpandableTable<Row extends TExpandableRowExtras>({
  label,
  columns,
  rows,
  rowId,
}: TExpandableTableProps<Row>) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const toggle = (id: string) => setOpen((current) => (current === id ? null : id));

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.id} scope="col">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const id = rowId(row);
            const name = row.displayName ?? id;
            const expanded = open === id;
            const panelId = `${baseId}-${id}`;
            return (
              <Fragment key={id}>
                <Table.Tr
                  onClick={(event) => {
                    if (!fromControl(event)) toggle(id);
                  }}
                  style={{ cursor: 'pointer' }}
                  data-expanded={expanded || undefined}
                >
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-controls={expanded ? panelId : undefined}
                      aria-label={fillText(EXPANDABLE_TABLE_TEXTS.showDetails, { name })}
                      onClick={() => toggle(id)}
                    >
                      <IconChevronRight
                        size={18}
                        aria-hidden="true"
                        style={{
                          transform: expanded ? 'rotate(90deg)' : undefined,
                          transition: 'transform 120ms',
                        }}
                      />
                    </ActionIcon>
                  </Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.id}>{c.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
                {expanded ? (
                  <Table.Tr id={panelId}>
                    <Table.Td colSpan={columns.length + 1}>
                      <RowDetails row={row} name={name} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
