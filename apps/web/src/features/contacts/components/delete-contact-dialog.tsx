import { Button, Group, Stack, Text } from '@mantine/core';
import { OUR_MESSAGES, contactName, type TContact } from '@parley/domain';
import { useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { requestErrorMessage } from '@/lib/envelope';
import { contacts } from '../api/contacts';

/** Asks before deleting a contact; a failure is said in the dialog, which stays open. */
export function DeleteContactDialog({ contact, onClose }: { contact: TContact | null; onClose: () => void }) {
  const remove = contacts.useRemove();
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    if (!contact) return;
    const result = await remove.mutateAsync(contact.contactId);
    if (result.ok) close();
    else setProblem(requestErrorMessage(result.error));
  };

  return (
    <AppModal opened={contact !== null} onClose={close} title="Delete contact" size="md">
      <Stack gap="md">
        <Text>
          {OUR_MESSAGES.contactDeleteConfirm.replace('{name}', contact ? contactName(contact) : '')}
        </Text>
        {problem ? (
          <Text c="red.9" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
