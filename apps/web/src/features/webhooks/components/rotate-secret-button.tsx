import { Button, Group, Stack, Text } from '@mantine/core';
import { WEBHOOK_SECRET_TEXTS as T, type TWebhook } from '@parley/domain';
import { useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { showErrorToast } from '@/components/toast/show-toast';
import { webhookDeliveries } from '@/resources/webhooks';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/** "Rotate secret": asked first (the old secret stops working at once), then the new one shown once. */
export function RotateSecretButton({ webhook }: { webhook: Pick<TWebhook, 'id' | 'name'> }) {
  const rotate = webhookDeliveries.useChange('rotateSecret');
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);

  const confirm = async () => {
    const result = await rotate.mutateAsync({ params: { id: webhook.id }, body: {} });
    setAsking(false);
    if (!result.ok) {
      showErrorToast(result.error);
      return;
    }
    setShown({ name: webhook.name, secret: result.value.secret });
  };

  return (
    <>
      <Button variant="default" onClick={() => setAsking(true)}>
        {T.rotate}
      </Button>
      <AppModal opened={asking} onClose={() => setAsking(false)} title={T.rotateTitle}>
        <Stack gap="md">
          <Text size="sm">{T.rotateText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {T.cancel}
            </Button>
            <Button color="red" loading={rotate.isPending} onClick={() => void confirm()}>
              {T.rotateConfirm}
            </Button>
          </Group>
        </Stack>
      </AppModal>
      <WebhookSecretDialog shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
