import { OUR_MESSAGES, contactName, contactsResource, type TContact, fillText } from '@parley/domain';
import { ConfirmDeleteDialog } from '@/components/dialog/confirm-delete-dialog';
import { contacts } from '@/resources/contacts';

/** Asks before deleting a contact. */
export function DeleteContactDialog({ contact, onClose }: { contact: TContact | null; onClose: () => void }) {
  const remove = contacts.useRemove();
  return (
    <ConfirmDeleteDialog
      opened={contact !== null}
      title="Delete contact"
      message={fillText(OUR_MESSAGES.contactDeleteConfirm, { name: contact ? contactName(contact) : '' })}
      label={contactsResource.label}
      names={contact ? [contactName(contact)] : []}
      onConfirm={() => remove.mutateAsync(contact?.contactId ?? '')}
      onClose={onClose}
    />
  );
}
