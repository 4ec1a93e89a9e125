import {
  ZWebhookInput,
  updateInputOf,
  webhooksResource,
  type TWebhook,
  type TWebhookInput,
  type TWebhookPreset,
} from '@parley/domain';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormActions } from '@/components/form/form-actions';
import { useApiForm } from '@/components/form/use-api-form';
import { webhooks } from '@/resources/webhooks';
import { WebhookEventsField } from './webhook-events-field';

const Field = formFields<TWebhookInput>();

const NEW_WEBHOOK: TWebhookInput = { name: '', url: '', enabled: true, events: [] };

interface TWebhookFormProps {
  /** the webhook to change; a new one when absent */
  webhook?: TWebhook;
  presets: readonly TWebhookPreset[];
  onSaved: (saved: TWebhook) => void;
  onCancel: () => void;
}

/**
 * Adding and changing a webhook, one form (DESIGN.md §2): the shared ZWebhookInput checks it here
 * as the server does, and the server's refusals (a name already used) land on their field.
 */
export function WebhookForm({ webhook, presets, onSaved, onCancel }: TWebhookFormProps) {
  const create = webhooks.useCreate();
  const update = webhooks.useUpdate();
  const form = useApiForm({
    schema: ZWebhookInput,
    defaultValues: webhook ? updateInputOf(webhooksResource, webhook) : NEW_WEBHOOK,
    // the events are chosen with a field of this form's own, not a bound kit field
    fields: ['events'],
    submit: (input) => (webhook ? update.mutateAsync({ id: webhook.id, input }) : create.mutateAsync(input)),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={webhook ? `Edit webhook ${webhook.name}` : 'Add a webhook'}>
      <Field.Text name="name" label="Name" required autoComplete="off" data-autofocus />
      <Field.Text
        name="url"
        label="URL"
        description="Where the events are sent: an http or https address."
        placeholder="https://example.com/parley-events"
        inputMode="url"
        autoComplete="url"
        required
      />
      <Field.Switch
        name="enabled"
        label="Enabled"
        description="A disabled webhook keeps its settings and sends nothing."
      />
      <WebhookEventsField presets={presets} />
      <FormActions onCancel={onCancel} submit={webhook ? 'Save webhook' : 'Add webhook'} />
    </ApiForm>
  );
}
