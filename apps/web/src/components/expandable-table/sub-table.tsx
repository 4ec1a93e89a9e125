import { Badge, Code, Group, List, Stack, Table, Text } from '@mantine/core';
import { EXPANDABLE_TABLE_TEXTS } from '@parley/domain';
import type { TExpandableRowExtras } from './types';

/** What an open row shows: its sub-table, its workflows, and its client id and editable mark. */
export function RowDetails({ row, name }: { row: TExpandableRowExtras; name: string }) {
  const sub = row.subTableData;
  const hasSub = sub !== undefined && sub.rows.length > 0;
  const workflows = row.workflows ?? [];
  return (
    <Stack gap="sm" py="xs">
      {row.clientId || row.editable ? (
        <Group gap="xs">
          {row.clientId ? (
            <Text size="sm">
              Client id <Code>{row.clientId}</Code>
            </Text>
          ) : null}
          {row.editable ? (
            <Badge variant="light" color="indigo">
              {EXPANDABLE_TABLE_TEXTS.editable}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {hasSub ? (
        <Table withTableBorder withColumnBorders aria-label={`Details of ${name}`}>
          <Table.Thead>
            <Table.Tr>
              {sub.headers.map((header) => (
                <Table.Th key={header} scope="col">
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sub.rows.map((cells, r) => (
              <Table.Tr key={r}>
                {cells.map((cell, c) => (
                  <Table.Td key={c}>{cell ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : workflows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {EXPANDABLE_TABLE_TEXTS.noDetails}
        </Text>
      ) : null}
      {workflows.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {EXPANDABLE_TABLE_TEXTS.workflows}
          </Text>
          <List size="sm" aria-label={`${EXPANDABLE_TABLE_TEXTS.workflows} of ${name}`}>
            {workflows.map((w) => (
              <List.Item key={w.id}>
                {w.name} <Code>{w.id}</Code> · route tag <Code>{w.routeTag}</Code>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
