import { Anchor, Badge, Group, Text } from '@mantine/core';
import { CONTACTS_PAGE_TEXTS as T, contactName, type TContact } from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The contacts table's columns: the name (opens the form; an archived contact says so), phone
 * number, email and city; when each was made, hidden at first. Only the times sort (the server's
 * sort keys): a contact's attributes are free-form.
 */
export function contactColumns(onEdit: ((contact: TContact) => void) | null): TDataTableColumn<TContact>[] {
  return [
    {
      id: 'name',
      header: T.name,
      hideable: false,
      value: contactName,
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          {onEdit ? (
            <Anchor component="button" type="button" onClick={() => onEdit(c)}>
              {contactName(c)}
            </Anchor>
          ) : (
            <Text size="sm">{contactName(c)}</Text>
          )}
          {c.archived ? (
            <Badge variant="light" color="gray" size="sm">
              {T.archived}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { id: 'phone', header: T.phone, value: (c) => c.extData.phonenumber1 ?? '' },
    { id: 'email', header: T.email, value: (c) => c.extData.email1 ?? '' },
    { id: 'city', header: T.city, value: (c) => c.extData.city1 ?? '' },
    {
      id: 'created',
      header: T.created,
      visible: false,
      value: (c) => c.created,
      cell: (c) => dateTime.format(new Date(c.created)),
    },
  ];
}
