import { Button, Group, List, Stack, Text } from '@mantine/core';
import {
  CONFIRM_NAMES_LISTED,
  andMoreText,
  changeToastText,
  listedNames,
  type TResourceChange,
} from '@parley/domain';
import { useState, type ReactNode } from 'react';
import { showToast } from '@/components/toast/show-toast';
import { requestErrorMessage, type TApiResult } from '@/lib/envelope';
import { AppModal } from './app-modal';

interface TConfirmDeleteDialogProps {
  opened: boolean;
  /** the dialog's title: 'Delete webhook' */
  title: string;
  /** what will be deleted and what follows */
  message: ReactNode;
  /** what is deleted, as a person says one of them: 'webhook' (the resource's label) */
  label: string;
  /** the names of what is deleted: several are listed under the message, and the toast names them */
  names: readonly string[];
  /** deletes; an Err is said in the dialog, which stays open */
  onConfirm: () => Promise<TApiResult<unknown>>;
  onClose: () => void;
  /** the confirming button's text */
  confirmLabel?: string;
  /** what the toast says happened, when not 'deleted' (numbers are 'released') */
  done?: TResourceChange;
}

/**
 * Asks before deleting: Cancel has the focus (a stray Enter deletes nothing), Delete runs
 * `onConfirm`, closes on success and says what went in a toast ('3 webhooks deleted' and their
 * names: every delete of every resource asks here, so each is said once); a failure is said in the
 * dialog, which stays open. Several items are named under the message (the first few, then how
 * many more), so a selection is never deleted unseen.
 */
export function ConfirmDeleteDialog({
  opened,
  title,
  message,
  label,
  names,
  onConfirm,
  onClose,
  confirmLabel = 'Delete',
  done = 'deleted',
}: TConfirmDeleteDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    const result = await onConfirm();
    setPending(false);
    if (!result.ok) {
      setProblem(requestErrorMessage(result.error));
      return;
    }
    showToast({ type: 'success', ...changeToastText(label, done, names) });
    close();
  };
  const { shown, more } = listedNames(names, CONFIRM_NAMES_LISTED);

  return (
    <AppModal opened={opened} onClose={close} title={title} size="md">
      <Stack gap="md">
        <Text>{message}</Text>
        {names.length > 1 ? (
          <List size="sm" spacing={2} withPadding>
            {shown.map((name, i) => (
              // names may repeat (two contacts with one name): the place keeps them apart
              <List.Item key={`${i}-${name}`}>{name}</List.Item>
            ))}
            {more > 0 ? <List.Item>{andMoreText(more)}</List.Item> : null}
          </List>
        ) : null}
        {problem ? (
          <Text c="red.9" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
