import { SimpleGrid, Text } from '@mantine/core';
import {
  ACH_ACCOUNT_TYPES,
  ACH_ACCOUNT_TYPE_LABELS,
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  PAYMENT_METHOD_TEXT,
  ZPaymentMethodCreate,
  type TPaymentMethodCreate,
  type TPaymentMethodItem,
} from '@parley/domain';
import { z } from 'zod';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { paymentMethods } from '@/resources/payment-methods';

/** The bank branch of the create (a card is another form). */
type TBankCreate = Extract<TPaymentMethodCreate, { type: 'ach' }>;
const Field = formFields<TBankCreate>();
const Input = fieldKit<TBankCreate>();

/** The Account Type select's choices: the schema's enum, in its order. */
const ACCOUNT_TYPES = z.enum(ACH_ACCOUNT_TYPES);

// the type starts unchosen: checking or savings is the person's to say, never a default they missed
const NEW_BANK = {
  type: 'ach',
  ach: { bankName: '', routingNumber: '', accountNumber: '', accountHolderName: '', accountType: null },
} as unknown as TBankCreate;

interface TBankAccountFormProps {
  onSaved: (saved: TPaymentMethodItem) => void;
  onCancel: () => void;
}

/**
 * Add New → a Bank Account for ACH (POST /v3/payment-methods). ZPaymentMethodCreate checks it here
 * as the server does (the routing number's check digit among it). The account is saved unverified:
 * the processor makes two small deposits, which the row's Verify confirms.
 */
export function BankAccountForm({ onSaved, onCancel }: TBankAccountFormProps) {
  const create = paymentMethods.useCreate({
    successToast: () => ({ header: T.bankAddedHeader, content: PAYMENT_METHOD_TEXT.depositsSent }),
  });
  const form = useApiForm({
    schema: ZPaymentMethodCreate,
    defaultValues: NEW_BANK,
    submit: (input) => create.mutateAsync(input),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={T.addBankTitle}>
      <Text size="sm" c="dimmed">
        {T.addBankIntro}
      </Text>
      <Field.Text
        name="ach.bankName"
        label={BILLING_LABELS.achEnabledBank}
        description={T.bankNameHint}
        required
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field.Text
          name="ach.routingNumber"
          label={T.routingNumber}
          description={T.routingNumberHint}
          required
          inputMode="numeric"
          autoComplete="off"
        />
        <Field.Text
          name="ach.accountNumber"
          label={T.accountNumber}
          description={T.accountNumberHint}
          required
          inputMode="numeric"
          autoComplete="off"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field.Text name="ach.accountHolderName" label={T.accountHolderName} required autoComplete="name" />
        <Input.Choice
          name="ach.accountType"
          label={BILLING_LABELS.accountType}
          choices={ACCOUNT_TYPES}
          labels={ACH_ACCOUNT_TYPE_LABELS}
          required
        />
      </SimpleGrid>
      <FormActions onCancel={onCancel} submit={T.saveBank} />
    </ApiForm>
  );
}
