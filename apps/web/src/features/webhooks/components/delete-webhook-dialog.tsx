import { Button, Group, Stack, Text } from '@mantine/core';
import { OUR_MESSAGES, type TWebhook } from '@parley/domain';
import { useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { requestErrorMessage } from '@/lib/envelope';
import { webhooks } from '@/resources/webhooks';

/** Asks before deleting a webhook; a failure is said in the dialog, which stays open. */
export function DeleteWebhookDialog({ webhook, onClose }: { webhook: TWebhook | null; onClose: () => void }) {
  const remove = webhooks.useRemove();
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    if (!webhook) return;
    const result = await remove.mutateAsync(webhook.id);
    if (result.ok) close();
    else setProblem(requestErrorMessage(result.error));
  };

  return (
    <AppModal opened={webhook !== null} onClose={close} title="Delete webhook" size="md">
      <Stack gap="md">
        <Text>{OUR_MESSAGES.webhookDeleteConfirm.replace('{name}', webhook?.name ?? '')}</Text>
        {problem ? (
          <Text c="red.8" role="alert">
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
