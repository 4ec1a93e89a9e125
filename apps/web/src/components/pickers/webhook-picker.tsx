import { useMemo } from 'react';
import { pickableWebhooks, useWebhooks } from '@/resources/webhooks';
import { PickerDropdown, type TPickerProps } from './picker-dropdown';
import { webhookOption } from './picker-options';

/** The webhook picker of doc 001 §2: enabled webhooks only (mount `WebhooksProvider` above it). */
export function WebhookPicker(props: TPickerProps) {
  const { webhooks } = useWebhooks();
  const options = useMemo(() => pickableWebhooks(webhooks.data).map(webhookOption), [webhooks.data]);
  return <PickerDropdown {...props} options={options} loading={webhooks.loading} />;
}
