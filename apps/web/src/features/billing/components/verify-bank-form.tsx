import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { BILLING_PAGE_TEXTS as T, ZMicroDeposits, fillText, type TPaymentMethodItem } from '@parley/domain';
import { useEffect } from 'react';
import { get, useFormContext, useFormState, type FieldError, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useNumberDraft } from '@/components/form-fields/amounts/use-number-draft';
import { GroupField, useGroupField } from '@/components/form-fields/group-field';
import { useControlledFormField } from '@/components/form-fields/use-controlled-form-field';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { useShownField } from '@/components/form/shown-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { useVerifyPaymentMethod } from '@/resources/payment-methods';
import { methodName } from './payment-method-facts';

type TDeposits = z.input<typeof ZMicroDeposits>;

// both empty: the amounts are read off a statement, never guessed for the person
const NO_DEPOSITS = { amounts: [null, null] } as unknown as TDeposits;

interface TDepositInputProps {
  name: Path<TDeposits>;
  label: string;
  /** the pair was refused as a whole (the server's answer): this input is marked, the group says why */
  pairRefused: boolean;
  onEdit: () => void;
  autoFocus?: boolean;
}

/** One deposit in whole cents; its own error (1–99) under it. */
function DepositInput({ name, label, pairRefused, onEdit, autoFocus }: TDepositInputProps) {
  const { field, error } = useControlledFormField<TDeposits>(name);
  const { draft, change } = useNumberDraft((field.value as number | null) ?? null, field.onChange);
  // the element the form focuses (setFocus), and its blur
  const bound = { ref: field.ref, onBlur: field.onBlur };
  return (
    <NumberInput
      {...bound}
      label={label}
      required
      inputMode="numeric"
      allowDecimal={false}
      allowNegative={false}
      // out of range is the schema's to say ('from 1 to 99'), not silently clamped away
      clampBehavior="none"
      hideControls
      value={draft}
      onChange={(next) => {
        onEdit();
        change(next);
      }}
      // true: marked invalid, with the message under the group rather than twice
      error={error ?? pairRefused}
      {...(autoFocus ? { 'data-autofocus': true } : {})}
    />
  );
}

/**
 * The two deposits, one group: each input says what is wrong with it (a number from 1 to 99); a
 * refusal of the pair (the server's 'amounts': they do not match, or too many tries) is said under
 * the group, which it describes, and the first input takes the focus.
 */
function DepositsField() {
  const { setFocus, clearErrors } = useFormContext<TDeposits>();
  const { errors } = useFormState<TDeposits>({ name: 'amounts' });
  useShownField('amounts');
  // per-input errors make `amounts` an array; the pair's own error is an object with a message
  const pair = get(errors, 'amounts') as FieldError | undefined;
  const pairError = pair && !Array.isArray(pair) ? pair.message : undefined;
  const ids = useGroupField({ description: T.depositsHint, error: pairError });
  useEffect(() => {
    if (pair?.type === 'server') setFocus('amounts.0');
  }, [pair, setFocus]);
  const onEdit = () => {
    if (pairError) clearErrors('amounts');
  };
  return (
    <GroupField ids={ids} label={T.deposits} description={T.depositsHint} error={pairError}>
      <SimpleGrid
        // side by side, or one above the other where 'Second deposit (cents)' would wrap
        cols={{ base: 1, xs: 2 }}
        spacing="sm"
        mt={4}
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
      >
        <DepositInput
          name="amounts.0"
          label={T.firstDeposit}
          pairRefused={Boolean(pairError)}
          onEdit={onEdit}
          autoFocus
        />
        <DepositInput
          name="amounts.1"
          label={T.secondDeposit}
          pairRefused={Boolean(pairError)}
          onEdit={onEdit}
        />
      </SimpleGrid>
    </GroupField>
  );
}

interface TVerifyBankFormProps {
  method: TPaymentMethodItem;
  onVerified: () => void;
  onCancel: () => void;
}

/**
 * Verify (POST /v3/payment-methods/{id}/verify): the two small deposits the processor made to a
 * new bank account, in cents and either order. A wrong pair is the server's to say (it counts the
 * tries); once verified the list is fetched again, the account maybe the default now.
 */
export function VerifyBankForm({ method, onVerified, onCancel }: TVerifyBankFormProps) {
  const name = methodName(method);
  const verify = useVerifyPaymentMethod({
    successToast: (value) => ({
      header: T.verifiedHeader,
      content: fillText(T.verified, { name: methodName(value as TPaymentMethodItem) }),
    }),
  });
  const form = useApiForm({
    schema: ZMicroDeposits,
    defaultValues: NO_DEPOSITS,
    submit: (deposits) => verify.mutateAsync({ id: method.id, deposits }),
    onSuccess: () => onVerified(),
  });
  return (
    <ApiForm form={form} label={T.verifyTitle}>
      <Text size="sm" c="dimmed">
        {fillText(T.verifyIntro, { name })}
      </Text>
      <DepositsField />
      <FormActions onCancel={onCancel} submit={T.verifySubmit} />
    </ApiForm>
  );
}
