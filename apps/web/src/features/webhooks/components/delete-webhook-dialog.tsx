import { OUR_MESSAGES, WEBHOOKS_PAGE_TEXTS, webhooksResource, type TWebhook, fillText } from '@parley/domain';
import { ConfirmDeleteDialog } from '@/components/dialog/confirm-delete-dialog';
import { useWebhookActions } from '../hooks/use-webhook-actions';

/** Asks before deleting one webhook or the selected ones. */
export function DeleteWebhookDialog({
  webhooks,
  onClose,
  onDeleted,
}: {
  webhooks: readonly TWebhook[] | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { remove } = useWebhookActions();
  const many = (webhooks?.length ?? 0) > 1;
  const message = many
    ? fillText(WEBHOOKS_PAGE_TEXTS.deleteMany, { n: webhooks!.length })
    : fillText(OUR_MESSAGES.webhookDeleteConfirm, { name: webhooks?.[0]?.name ?? '' });
  return (
    <ConfirmDeleteDialog
      opened={webhooks !== null}
      title={many ? WEBHOOKS_PAGE_TEXTS.deleteManyTitle : WEBHOOKS_PAGE_TEXTS.deleteTitle}
      message={message}
      label={webhooksResource.label}
      names={webhooks?.map((w) => w.name) ?? []}
      onConfirm={async () => {
        const result = await remove(webhooks ?? []);
        if (result.ok) onDeleted?.();
        return result;
      }}
      onClose={onClose}
    />
  );
}
