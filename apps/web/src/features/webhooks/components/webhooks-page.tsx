import { Button, Group, Text } from '@mantine/core';
import {
  MESSAGES,
  WEBHOOK_WRITE,
  can,
  changeToastText,
  webhooksResource,
  type TWebhook,
  updateInputOf,
} from '@parley/domain';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { AppModal } from '@/components/dialog/app-modal';
import { PageContainer } from '@/components/layout/page-container';
import { showToast } from '@/components/toast/show-toast';
import { requestErrorMessage } from '@/lib/envelope';
import { useSignedInSession } from '@/lib/session';
import { useWebhookPresets, webhooks } from '@/resources/webhooks';
import { WebhookForm } from './webhook-form';
import { WebhooksTable } from './webhooks-table';

/** What the form dialog shows: a new webhook, one to change, or nothing. */
type TEditing = { kind: 'new' } | { kind: 'edit'; webhook: TWebhook } | null;

/**
 * /webhooks: the account's webhooks, added, changed, switched on and off and deleted here. A
 * caller who may read but not change them (a supervisor) sees the list only.
 */
export function WebhooksPage() {
  const session = useSignedInSession();
  const editable = can(session, WEBHOOK_WRITE);
  const presets = useWebhookPresets();
  // a switch in the list says which way it went: 'Webhook disabled'
  const update = webhooks.useUpdate({
    successToast: (w) =>
      changeToastText(webhooksResource.label, w.enabled ? 'enabled' : 'disabled', [w.name]),
  });
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<{ webhooks: TWebhook[]; done?: () => void } | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);

  const { mutateAsync } = update;
  const toggle = useCallback(
    async (w: TWebhook) => {
      setToggling(w.id);
      const input = { ...updateInputOf(webhooksResource, w), enabled: !w.enabled };
      const result = await mutateAsync({ id: w.id, input });
      setToggling(null);
      if (!result.ok)
        showToast({
          type: 'error',
          header: MESSAGES.errorHeader,
          content: requestErrorMessage(result.error),
        });
    },
    [mutateAsync],
  );
  const onToggle = useCallback((w: TWebhook) => void toggle(w), [toggle]);
  const onEdit = useCallback((webhook: TWebhook) => setEditing({ kind: 'edit', webhook }), []);
  const onDelete = useCallback(
    (chosen: TWebhook[], done?: () => void) => setDeleting({ webhooks: chosen, ...(done ? { done } : {}) }),
    [],
  );

  return (
    // a table of five columns and row actions: the whole width (doc 001 §2 allows any of 16)
    <PageContainer title="Webhooks" width={16}>
      <Group justify="space-between" align="center">
        <Text c="dimmed">Send this account’s events to your own systems as they happen.</Text>
        {editable ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ kind: 'new' })}
          >
            Add webhook
          </Button>
        ) : null}
      </Group>
      <WebhooksTable
        editable={editable}
        toggling={toggling}
        onToggle={onToggle}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.kind === 'edit' ? 'Edit webhook' : 'Add webhook'}
      >
        {editing ? (
          <WebhookForm
            key={editing.kind === 'edit' ? editing.webhook.id : 'new'}
            {...(editing.kind === 'edit' ? { webhook: editing.webhook } : {})}
            presets={presets.data ?? []}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </AppModal>
      <DeleteResourceDialog
        resource={webhooks}
        items={deleting?.webhooks ?? null}
        onClose={() => setDeleting(null)}
        {...(deleting?.done ? { onDeleted: deleting.done } : {})}
      />
    </PageContainer>
  );
}
