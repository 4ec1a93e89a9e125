import {
  MESSAGES,
  OUR_MESSAGES,
  WEBHOOKS_PAGE_TEXTS,
  changeToastText,
  updateInputOf,
  webhooksResource,
  type TWebhook,
} from '@parley/domain';
import { useCallback, useState } from 'react';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { showToast } from '@/components/toast/show-toast';
import { requestErrorMessage } from '@/lib/envelope';
import { useWebhookPresets, webhooks } from '@/resources/webhooks';
import { webhookColumns } from './webhook-columns';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhookForm } from './webhook-form';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const WEBHOOK_COLUMNS_COOKIE = 'parley_webhooks_columns';

const TABLE = { emptyText: OUR_MESSAGES.noWebhooks };

/**
 * /webhooks: the account's webhooks on the resource page, added and changed in a dialog, each
 * switched on and off in its row, the selected ones enabled, disabled or deleted, exported as CSV.
 * A caller who may read but not change them (a supervisor) sees the list only.
 */
export function WebhooksPage() {
  const presets = useWebhookPresets();
  // a switch in the list says which way it went: 'Webhook disabled'
  const { mutateAsync } = webhooks.useUpdate({
    successToast: (w) =>
      changeToastText(webhooksResource.label, w.enabled ? 'enabled' : 'disabled', [w.name]),
  });
  const [toggling, setToggling] = useState<string | null>(null);
  // the secret of the webhook just made: shown once, in a dialog, then gone
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<TWebhook | null>(null);
  const onToggle = useCallback(
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
  const columns = useCallback(
    (onEdit: ((webhook: TWebhook) => void) | null) =>
      webhookColumns({ onEdit, toggling, onToggle: (w) => void onToggle(w), onDeliveries: setDeliveriesOf }),
    [toggling, onToggle],
  );

  return (
    <>
      <ResourcePage
        resource={webhooks}
        texts={WEBHOOKS_PAGE_TEXTS}
        columns={columns}
        form={({ item, onSaved, onCancel }) => (
          <WebhookForm
            onCancel={onCancel}
            onSaved={(saved) => {
              onSaved();
              if (!item && saved.secret) setSecret({ name: saved.name, secret: saved.secret });
            }}
            {...(item ? { webhook: item } : {})}
            presets={presets.data ?? []}
          />
        )}
        formSize="lg"
        switchField="enabled"
        rowButtons
        table={TABLE}
        exportName="webhooks"
        visibilityCookie={WEBHOOK_COLUMNS_COOKIE}
        initialSort={{ id: 'name' }}
      />
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(null)} />
      <WebhookDeliveriesDrawer webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />
    </>
  );
}
