import { ActionIcon, Anchor, Group, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TWebhook } from '@parley/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface TWebhookListProps {
  rows: readonly TWebhook[];
  /** whether the caller may change webhooks: otherwise the list is read-only */
  editable: boolean;
  /** the webhook whose switch is being saved */
  toggling: string | null;
  onToggle: (webhook: TWebhook) => void;
  onEdit: (webhook: TWebhook) => void;
  onDelete: (webhook: TWebhook) => void;
}

/** The account's webhooks as a plain table (the data table of issue 13 replaces it). */
export function WebhookList({ rows, editable, toggling, onToggle, onEdit, onDelete }: TWebhookListProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label="Webhooks of the account">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">URL</Table.Th>
            <Table.Th scope="col">Enabled</Table.Th>
            <Table.Th scope="col">Events</Table.Th>
            {editable ? (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((w) => (
            <Table.Tr key={w.id}>
              <Table.Td>
                {editable ? (
                  <Anchor component="button" type="button" onClick={() => onEdit(w)}>
                    {w.name}
                  </Anchor>
                ) : (
                  w.name
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {w.url}
                </Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${w.name} enabled`}
                  checked={w.enabled}
                  disabled={!editable || toggling === w.id}
                  onChange={() => onToggle(w)}
                />
              </Table.Td>
              <Table.Td>{w.events.length}</Table.Td>
              {editable ? (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${w.name}`} onClick={() => onEdit(w)}>
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${w.name}`}
                      onClick={() => onDelete(w)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
