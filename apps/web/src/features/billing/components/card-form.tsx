import { SimpleGrid, Text } from '@mantine/core';
import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  ZPaymentMethodCreate,
  type TPaymentMethodCreate,
  type TPaymentMethodItem,
} from '@parley/domain';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { paymentMethods } from '@/resources/payment-methods';
import { ExpiryMonthInput } from './expiry-month-field';

/** The card branch of the create (a bank account for ACH is another form). */
type TCardCreate = Extract<TPaymentMethodCreate, { type: 'card' }>;
const Field = formFields<TCardCreate>();
const Input = fieldKit<TCardCreate>();

// the expiry starts empty: chosen by the person, never a month they forgot to change
const NEW_CARD = {
  type: 'card',
  card: { number: '', expiryMonth: null, expiryYear: null, securityCode: '', firstName: '', lastName: '' },
} as unknown as TCardCreate;

interface TCardFormProps {
  onSaved: (saved: TPaymentMethodItem) => void;
  onCancel: () => void;
}

/**
 * Add New → a Credit/Debit card (POST /v3/payment-methods). ZPaymentMethodCreate checks it here as
 * the server does (a wrong check digit, an expired card, the security code), so the server refuses
 * what the form refuses, in the same words; the processor's own refusals land on their field.
 */
export function CardForm({ onSaved, onCancel }: TCardFormProps) {
  const create = paymentMethods.useCreate();
  const form = useApiForm({
    schema: ZPaymentMethodCreate,
    defaultValues: NEW_CARD,
    submit: (input) => create.mutateAsync(input),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={T.addCardTitle}>
      <Text size="sm" c="dimmed">
        {T.addCardIntro}
      </Text>
      <Field.Text
        name="card.number"
        label={BILLING_LABELS.cardNumber}
        required
        autoComplete="cc-number"
        inputMode="numeric"
        data-autofocus
      />
      <SimpleGrid cols={2} spacing="sm">
        <ExpiryMonthInput<TCardCreate> name="card.expiryMonth" label={BILLING_LABELS.expiryMonth} required />
        <Input.Number
          name="card.expiryYear"
          label={BILLING_LABELS.expiryYear}
          required
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          autoComplete="cc-exp-year"
        />
      </SimpleGrid>
      {/* half the width, lined up with the expiry month above */}
      <SimpleGrid cols={2} spacing="sm">
        <Field.Text
          name="card.securityCode"
          label={T.securityCode}
          description={T.securityCodeHint}
          required
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field.Text name="card.firstName" label={T.firstName} required autoComplete="cc-given-name" />
        <Field.Text name="card.lastName" label={T.lastName} required autoComplete="cc-family-name" />
      </SimpleGrid>
      <FormActions onCancel={onCancel} submit={T.saveCard} />
    </ApiForm>
  );
}
