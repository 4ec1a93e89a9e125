import {
  USAGE_ALERTS_PAGE_TEXTS as T,
  USAGE_ALERT_CATEGORY_LABELS,
  USAGE_ALERT_PERIOD_LABELS,
  USAGE_ALERT_TRIGGER_LABELS,
  ZUsageAlertCategory,
  ZUsageAlertInput,
  ZUsageAlertPeriod,
  ZUsageAlertTrigger,
  updateInputOf,
  usageAlertsResource,
  type TUsageAlert,
  type TUsageAlertInput,
} from '@parley/domain';
import { useWatch } from 'react-hook-form';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { formPickers } from '@/components/pickers/form-pickers';
import { usageAlerts } from '@/resources/usage-alerts';
import { WebhooksProvider } from '@/resources/webhooks';

const Field = formFields<TUsageAlertInput>();
const Input = fieldKit<TUsageAlertInput>();
const Picker = formPickers<TUsageAlertInput>();

// nothing chosen for what it watches: the person chooses, the schema says so when they do not
const NEW_ALERT = {
  name: '',
  category: null,
  triggerBy: 'amount',
  threshold: null,
  period: 'monthly',
  webhookId: null,
  enabled: true,
};

interface TUsageAlertFormProps {
  /** the alert to change; a new one when absent */
  item?: TUsageAlert;
  onSaved: (saved: TUsageAlert) => void;
  onCancel: () => void;
}

/** Dollars with cents, or a whole count: the threshold's field follows what the alert counts. */
function ThresholdField() {
  const triggerBy = useWatch<TUsageAlertInput, 'triggerBy'>({ name: 'triggerBy' });
  return triggerBy === 'amount' ? (
    <Input.Money name="threshold" label={T.threshold} description={T.thresholdHintAmount} required />
  ) : (
    <Input.Number
      name="threshold"
      label={T.threshold}
      description={T.thresholdHintQuantity}
      thousandSeparator=","
      required
    />
  );
}

/**
 * Adding and changing a usage alert, one form: the shared ZUsageAlertInput checks it here as the
 * server does (the same messages), and the server's refusals (a name already used, a webhook not
 * the account's) land on their field.
 */
export function UsageAlertForm({ item, onSaved, onCancel }: TUsageAlertFormProps) {
  const create = usageAlerts.useCreate();
  const update = usageAlerts.useUpdate();
  const form = useApiForm({
    schema: ZUsageAlertInput,
    // a null category and threshold are what the empty fields hold; the schema refuses them
    defaultValues: (item ? updateInputOf(usageAlertsResource, item) : NEW_ALERT) as TUsageAlertInput,
    fields: ['category', 'triggerBy', 'threshold', 'period', 'webhookId'],
    submit: (input) => (item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input)),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={item ? `${T.editTitle} ${item.name}` : T.addTitle}>
      <Field.Text name="name" label={T.name} required autoComplete="off" data-autofocus />
      <Input.Choice
        name="category"
        label={T.category}
        choices={ZUsageAlertCategory}
        labels={USAGE_ALERT_CATEGORY_LABELS}
        required
      />
      <Input.Choice
        name="triggerBy"
        label={T.triggerBy}
        choices={ZUsageAlertTrigger}
        labels={USAGE_ALERT_TRIGGER_LABELS}
        variant="segmented"
        required
      />
      <ThresholdField />
      <Input.Choice
        name="period"
        label={T.period}
        choices={ZUsageAlertPeriod}
        labels={USAGE_ALERT_PERIOD_LABELS}
        variant="segmented"
        required
      />
      <WebhooksProvider>
        <Picker.Webhook name="webhookId" label={T.webhook} description={T.webhookHint} clearable />
      </WebhooksProvider>
      <Field.Switch name="enabled" label="Enabled" description={T.enabledHint} />
      <FormActions onCancel={onCancel} submit={item ? T.save : T.add} />
    </ApiForm>
  );
}
