import { OUR_MESSAGES, type TWebhook } from '@parley/domain';
import { ConfirmDeleteDialog } from '@/components/dialog/confirm-delete-dialog';
import { webhooks } from '@/resources/webhooks';

/** Asks before deleting a webhook. */
export function DeleteWebhookDialog({ webhook, onClose }: { webhook: TWebhook | null; onClose: () => void }) {
  const remove = webhooks.useRemove();
  return (
    <ConfirmDeleteDialog
      opened={webhook !== null}
      title="Delete webhook"
      message={OUR_MESSAGES.webhookDeleteConfirm.replace('{name}', webhook?.name ?? '')}
      onConfirm={() => remove.mutateAsync(webhook?.id ?? '')}
      onClose={onClose}
    />
  );
}
