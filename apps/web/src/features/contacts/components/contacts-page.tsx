import { Button, Group, TextInput } from '@mantine/core';
import { CONTACT_WRITE, can, type TContact } from '@parley/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { contacts } from '@/resources/contacts';
import { PageContainer } from '@/components/layout/page-container';
import { useSignedInSession } from '@/lib/session';
import { ContactsProvider, useContacts } from '../contacts-provider';
import { ContactForm } from './contact-form';
import { ContactResults } from './contact-results';

/** What the form dialog shows: a new contact, one to change, or nothing. */
type TEditing = { kind: 'new' } | { kind: 'edit'; contact: TContact } | null;

/**
 * /contacts: the account's contacts, found by phone number (doc 001 §4, §9: 5 characters, 500 ms
 * after the last key), added, changed and deleted here. A caller who may read but not change
 * contacts sees the lists only.
 */
export function ContactsPage() {
  return (
    <ContactsProvider>
      <ContactsView />
    </ContactsProvider>
  );
}

function ContactsView() {
  const session = useSignedInSession();
  const editable = can(session, CONTACT_WRITE);
  const { attributes } = useContacts();
  const [typed, setTyped] = useState('');
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TContact | null>(null);

  return (
    <PageContainer title="Contacts">
      <Group justify="space-between" align="end" wrap="wrap">
        <TextInput
          label="Search by phone number"
          placeholder="At least 5 digits, e.g. 31255"
          inputMode="tel"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          w={300}
        />
        {editable ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ kind: 'new' })}
            disabled={attributes.loading}
          >
            Add contact
          </Button>
        ) : null}
      </Group>
      <ContactResults
        typed={typed}
        editable={editable}
        onEdit={(contact) => setEditing({ kind: 'edit', contact })}
        onDelete={setDeleting}
      />
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        title={editing?.kind === 'edit' ? 'Edit contact' : 'Add contact'}
      >
        {editing ? (
          <ContactForm
            key={editing.kind === 'edit' ? editing.contact.contactId : 'new'}
            {...(editing.kind === 'edit' ? { contact: editing.contact } : {})}
            attributes={attributes.data}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </AppModal>
      <DeleteResourceDialog
        resource={contacts}
        items={deleting ? [deleting] : null}
        onClose={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
