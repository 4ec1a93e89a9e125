import { ActionIcon, Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { contactName, type TContact } from '@parley/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface TContactListProps {
  label: string;
  rows: readonly TContact[];
  /** whether the caller may change contacts: otherwise the list is read-only */
  editable: boolean;
  onEdit: (contact: TContact) => void;
  onDelete: (contact: TContact) => void;
}

/** Contacts as a plain table: name, phone number, email, city (the data table of issue 13 replaces it). */
export function ContactList({ label, rows, editable, onEdit, onDelete }: TContactListProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Phone number</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">City</Table.Th>
            {editable ? (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => {
            const name = contactName(c);
            return (
              <Table.Tr key={c.contactId}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {editable ? (
                      <Anchor component="button" type="button" onClick={() => onEdit(c)}>
                        {name}
                      </Anchor>
                    ) : (
                      <Text size="sm">{name}</Text>
                    )}
                    {c.archived ? (
                      <Badge variant="light" color="gray" size="sm">
                        Archived
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{c.extData.phonenumber1 ?? ''}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {c.extData.email1 ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>{c.extData.city1 ?? ''}</Table.Td>
                {editable ? (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => onEdit(c)}>
                        <IconPencil size={18} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${name}`}
                        onClick={() => onDelete(c)}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
