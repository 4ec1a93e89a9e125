import { Group, SimpleGrid } from '@mantine/core';
import {
  AUTO_RECHARGE_TEXT,
  BILLING_PAGE_TEXTS as T,
  ZAutoRechargeSettings,
  type TAutoRecharge,
  type TAutoRechargeSettings,
  type TPaymentMethodItem,
} from '@parley/domain';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { autoRecharge } from '@/resources/billing';
import { PaymentMethodInput } from './payment-method-field';

const Field = formFields<TAutoRechargeSettings>();
const Input = fieldKit<TAutoRechargeSettings>();

const settingsOf = ({ enabled, threshold, amount, paymentMethodId, monthlyLimit }: TAutoRecharge) => ({
  enabled,
  threshold,
  amount,
  paymentMethodId,
  monthlyLimit,
});

interface TAutoRechargeFormProps {
  settings: TAutoRecharge;
  methods: readonly TPaymentMethodItem[];
}

/**
 * PUT /v3/billing/auto-recharge: on or off, the threshold (whole dollars, $10–$1,000), the amount
 * (the preset amount field), the card (null: the default) and the monthly limit. The shared
 * ZAutoRechargeSettings refuses here what the server refuses, in the same words.
 */
export function AutoRechargeForm({ settings, methods }: TAutoRechargeFormProps) {
  const save = autoRecharge.useChange('put', { meta: { successToast: AUTO_RECHARGE_TEXT.saved } });
  const form = useApiForm({
    schema: ZAutoRechargeSettings,
    defaultValues: settingsOf(settings),
    submit: (body) => save.mutateAsync({ body }),
    // what was saved is the new baseline
    onSuccess: (_saved, { values, form }) => form.reset(values),
  });

  return (
    <ApiForm form={form} label={T.autoRechargeSettings} guardUnsaved>
      <Field.Switch name="enabled" label={T.enabled} description={T.enabledHint} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Input.Money name="threshold" label={T.threshold} description={T.thresholdHint} required />
        <Input.Money name="monthlyLimit" label={T.monthlyLimit} description={T.monthlyLimitHint} required />
      </SimpleGrid>
      <Input.PresetAmount name="amount" label={T.rechargeAmount} required />
      <PaymentMethodInput<TAutoRechargeSettings>
        name="paymentMethodId"
        label={T.rechargeFrom}
        methods={methods}
        defaultChoice
        maw={420}
      />
      <Group>
        <FormSubmitButton>{T.saveAutoRecharge}</FormSubmitButton>
      </Group>
    </ApiForm>
  );
}
