import { Alert, Text } from '@mantine/core';
import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  ERROR_CODES,
  ZAddFunds,
  type TApiError,
  type TPaymentMethodItem,
} from '@parley/domain';
import type { z } from 'zod';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { useApiForm } from '@/components/form/use-api-form';
import { useIdempotencyKey } from '@/components/form/use-idempotency-key';
import type { TRequestError } from '@/lib/envelope';
import { useAddFunds } from '../api/use-add-funds';
import { PaymentMethodInput } from './payment-method-field';
import { preferredMethod } from './payment-method-facts';

/** The form's part of ZAddFunds: the idempotency key is the form's own, not a field. */
const ZAddFundsForm = ZAddFunds.omit({ idempotencyKey: true });
type TAddFundsForm = z.input<typeof ZAddFundsForm>;
const Input = fieldKit<TAddFundsForm>();

/** Answers that say nothing was charged: the server looked at the request and refused it. */
const NOT_CHARGED: readonly string[] = [
  ERROR_CODES.validation,
  ERROR_CODES.paymentRequired,
  ERROR_CODES.notFound,
  ERROR_CODES.conflict,
  ERROR_CODES.forbidden,
];
const refusedOutright = (error: TRequestError) =>
  Array.isArray(error) && error.length > 0 && error.every((e: TApiError) => NOT_CHARGED.includes(e.code));

interface TAddFundsFormProps {
  methods: readonly TPaymentMethodItem[];
  onAdded: () => void;
  onCancel: () => void;
}

/**
 * Add Funds, a one-time payment (issue 27): an amount (doc 001 §5's presets or a whole-dollar
 * amount of one's own) charged to a card. The idempotency key is made when the form opens, so a
 * submit sent again after no answer (a timeout, a dropped connection) charges once. A refusal
 * (declined, a field refused) charged nothing and the next try may name another card: it gets a
 * new key, as does the next payment after a success.
 */
export function AddFundsForm({ methods, onAdded, onCancel }: TAddFundsFormProps) {
  const key = useIdempotencyKey();
  const add = useAddFunds();
  const form = useApiForm({
    schema: ZAddFundsForm,
    // null: nothing chosen yet, which the schema refuses in its own words
    defaultValues: {
      amount: null,
      paymentMethodId: preferredMethod(methods)?.id ?? null,
    } as unknown as TAddFundsForm,
    submit: async (values) => {
      const result = await add.mutateAsync({ body: { ...values, idempotencyKey: key.current() } });
      if (!result.ok && refusedOutright(result.error)) key.renew();
      return result;
    },
    onSuccess: () => {
      key.renew();
      onAdded();
    },
  });

  return (
    <ApiForm form={form} label={BILLING_LABELS.addFunds}>
      <div>
        <Text fw={600}>{T.addFundsSubtitle}</Text>
        <Text size="sm" c="dimmed">
          {T.addFundsIntro}
        </Text>
      </div>
      {methods.length === 0 ? (
        <Alert color="yellow" variant="light">
          {T.needsPaymentMethod}
        </Alert>
      ) : null}
      <Input.PresetAmount name="amount" label={T.amount} required />
      <PaymentMethodInput<TAddFundsForm>
        name="paymentMethodId"
        label={BILLING_LABELS.paymentMethod}
        methods={methods}
        required
      />
      <FormActions onCancel={onCancel} submit={T.addFundsSubmit} />
    </ApiForm>
  );
}
