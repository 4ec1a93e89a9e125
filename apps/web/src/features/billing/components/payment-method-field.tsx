import { Select } from '@mantine/core';
import { BILLING_PAGE_TEXTS as T, fillText, type TPaymentMethodItem } from '@parley/domain';
import { bound, type TControlledFieldProps } from '@/components/form-fields/bound';
import { isChargeable, methodName } from './payment-method-facts';

/** The choice that stands for "no card named": the select cannot hold null itself. */
const DEFAULT_CHOICE = '';

interface TPaymentMethodFieldProps extends TControlledFieldProps<string | null> {
  label: string;
  methods: readonly TPaymentMethodItem[];
  /** offer "the default payment method" as a choice, kept as null (auto recharge) */
  defaultChoice?: boolean;
  description?: string;
  required?: boolean;
  maw?: number;
}

/**
 * One of the account's payment methods. An expired card or a bank account not verified yet is
 * listed, marked and not choosable: the server refuses to charge either. With `defaultChoice`,
 * null means whichever card is the default.
 */
export function PaymentMethodField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  label,
  methods,
  defaultChoice,
  description,
  required,
  maw,
}: TPaymentMethodFieldProps) {
  const current = methods.find((m) => m.isDefault);
  const data = [
    ...(defaultChoice
      ? [
          {
            value: DEFAULT_CHOICE,
            label: current
              ? fillText(T.defaultPaymentMethodNamed, { name: methodName(current) })
              : T.defaultPaymentMethod,
          },
        ]
      : []),
    ...methods.map((m) => ({
      value: m.id,
      label: isChargeable(m)
        ? methodName(m)
        : fillText(m.verified ? T.choiceExpired : T.choiceUnverified, { name: methodName(m) }),
      disabled: !isChargeable(m),
    })),
  ];
  return (
    <Select
      ref={inputRef as never}
      label={label}
      description={description}
      required={required}
      maw={maw}
      data={data}
      allowDeselect={false}
      value={value ?? (defaultChoice ? DEFAULT_CHOICE : null)}
      onChange={(next) => onChange(next === DEFAULT_CHOICE ? null : next)}
      onBlur={onBlur}
      error={error}
    />
  );
}

/** Bound by name to a form (`<PaymentMethodInput name="paymentMethodId" … />`). */
export const PaymentMethodInput = bound(PaymentMethodField);
