import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  MESSAGES,
  WEBHOOK_DELIVERIES_TEXTS as T,
  WEBHOOK_WRITE,
  fillText,
  formatDateTime,
  type TWebhook,
  type TWebhookDelivery,
} from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDrawer } from '@/components/dialog/app-drawer';
import { showErrorToast, showToast } from '@/components/toast/show-toast';
import { useCan } from '@/lib/authorization';
import { webhookDeliveries } from '@/resources/webhooks';
import { deliveriesKey, useWebhookDeliveries } from '../api/use-webhook-deliveries';
import { RotateSecretButton } from './rotate-secret-button';
import { WebhookDeliveriesTable } from './webhook-deliveries-table';

const MAY_CHANGE = { rule: WEBHOOK_WRITE };

interface TWebhookDeliveriesDrawerProps {
  /** the webhook whose deliveries are shown; null while closed */
  webhook: TWebhook | null;
  onClose: () => void;
}

/**
 * A webhook's recent deliveries in a drawer beside the table (issue 28): why Parley turned it off
 * if it did, "Send test event", "Rotate secret", and each delivery with a Retry. The list follows
 * attempts as they end while the drawer is open.
 */
export function WebhookDeliveriesDrawer({ webhook, onClose }: TWebhookDeliveriesDrawerProps) {
  return (
    <AppDrawer
      opened={webhook !== null}
      onClose={onClose}
      size="xl"
      title={webhook ? fillText(T.title, { name: webhook.name }) : ''}
    >
      {webhook ? <DeliveriesBody key={webhook.id} webhook={webhook} /> : null}
    </AppDrawer>
  );
}

function DeliveriesBody({ webhook }: { webhook: TWebhook }) {
  const mayChange = useCan(MAY_CHANGE);
  const client = useQueryClient();
  const deliveries = useWebhookDeliveries(webhook.id, true);
  const test = webhookDeliveries.useChange('test');
  const retry = webhookDeliveries.useChange('retry');
  const [retrying, setRetrying] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: deliveriesKey(webhook.id) });

  const sendTest = async () => {
    const result = await test.mutateAsync({ params: { id: webhook.id }, body: {} });
    if (!result.ok) {
      showErrorToast(result.error);
      return;
    }
    showToast({ type: 'success', header: MESSAGES.configSuccess, content: T.testSent });
    await refresh();
  };
  const retryOne = async (delivery: TWebhookDelivery) => {
    setRetrying(delivery.id);
    const result = await retry.mutateAsync({ params: { id: webhook.id, deliveryId: delivery.id }, body: {} });
    setRetrying(null);
    if (!result.ok) {
      showErrorToast(result.error);
      return;
    }
    showToast({ type: 'success', header: MESSAGES.configSuccess, content: T.retried });
    await refresh();
  };

  return (
    <Stack gap="md">
      <Text size="sm">{fillText(T.intro, { url: webhook.url })}</Text>
      {webhook.disabledAt ? (
        <Alert color="red" variant="light" title={T.turnedOffTitle}>
          {webhook.disabledReason}
        </Alert>
      ) : webhook.failingSince ? (
        <Alert color="yellow" variant="light">
          {fillText(T.failing, { time: formatDateTime(webhook.failingSince) })}
        </Alert>
      ) : null}
      {mayChange ? (
        <Group gap="sm">
          <Button onClick={() => void sendTest()} loading={test.isPending}>
            {T.sendTest}
          </Button>
          <RotateSecretButton webhook={webhook} />
        </Group>
      ) : null}
      {deliveries.isError && deliveries.items.length === 0 ? (
        <Alert color="red" variant="light">
          {T.loadFailed}
        </Alert>
      ) : deliveries.isPending ? null : deliveries.items.length === 0 ? (
        <Text c="dimmed">{T.empty}</Text>
      ) : (
        <WebhookDeliveriesTable
          deliveries={deliveries.items}
          retrying={retrying}
          {...(mayChange ? { onRetry: (d: TWebhookDelivery) => void retryOne(d) } : {})}
        />
      )}
      {deliveries.hasNextPage ? (
        <Group>
          <Button
            variant="default"
            loading={deliveries.isFetchingNextPage}
            onClick={() => void deliveries.fetchNextPage()}
          >
            {T.more}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
