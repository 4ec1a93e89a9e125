import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { requestErrorMessage, type TApiResult } from '@/lib/envelope';
import { AppModal } from './app-modal';

interface TConfirmDeleteDialogProps {
  opened: boolean;
  /** the dialog's title: 'Delete webhook' */
  title: string;
  /** what will be deleted and what follows */
  message: ReactNode;
  /** deletes; an Err is said in the dialog, which stays open */
  onConfirm: () => Promise<TApiResult<unknown>>;
  onClose: () => void;
  /** the confirming button's text */
  confirmLabel?: string;
}

/**
 * Asks before deleting: Cancel has the focus (a stray Enter deletes nothing), Delete runs
 * `onConfirm` and closes on success; a failure is said in the dialog, which stays open.
 */
export function ConfirmDeleteDialog({
  opened,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel = 'Delete',
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
    if (result.ok) close();
    else setProblem(requestErrorMessage(result.error));
  };

  return (
    <AppModal opened={opened} onClose={close} title={title} size="md">
      <Stack gap="md">
        <Text>{message}</Text>
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
