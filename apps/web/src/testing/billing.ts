import type { TAutoRecharge, TBalance, TPaymentMethodItem } from '@parley/domain';
import { listPage, ok, stubFetch, type TStubHandler } from './fetch-stub';

/** A month `offset` months from this one, as a card's expiry month and four-digit year. */
export function monthFromNow(offset: number, now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return { expiryMonth: d.getMonth() + 1, expiryYear: d.getFullYear() };
}

/** A card of the account as `GET /v3/payment-methods` answers it: valid for years, not the default. */
export function cardMethod(
  n: number,
  card: Partial<NonNullable<TPaymentMethodItem['card']>> = {},
  more: Partial<TPaymentMethodItem> = {},
): TPaymentMethodItem {
  return {
    id: `PM${String(n).repeat(32).slice(0, 32)}`,
    type: 'card',
    card: {
      cardType: 'Visa',
      number: '•••• 4242',
      ...monthFromNow(36),
      firstName: 'Olivia',
      lastName: 'Owens',
      ...card,
    },
    ach: null,
    isDefault: false,
    verified: true,
    created: `2026-10-0${n}T09:00:00.000Z`,
    ...more,
  };
}

/** A bank account for ACH as `GET /v3/payment-methods` answers it: just added, so not verified. */
export function bankMethod(
  n: number,
  ach: Partial<NonNullable<TPaymentMethodItem['ach']>> = {},
  more: Partial<TPaymentMethodItem> = {},
): TPaymentMethodItem {
  return {
    id: `PM${String(n).repeat(32).slice(0, 32)}`,
    type: 'ach',
    card: null,
    ach: {
      bankName: 'First Demo Bank',
      accountNumber: '•••• 6789',
      accountHolderName: 'Acme Inc',
      accountType: 'checking',
      ...ach,
    },
    isDefault: false,
    verified: false,
    created: `2026-10-0${n}T09:00:00.000Z`,
    ...more,
  };
}

export const balanceOf = (balance: string, funded = Number(balance) > 0): TBalance => ({
  balance,
  currency: 'USD',
  funded,
});

export const autoRechargeOf = (more: Partial<TAutoRecharge> = {}): TAutoRecharge => ({
  enabled: false,
  threshold: 10,
  amount: 50,
  paymentMethodId: null,
  monthlyLimit: 500,
  rechargedThisMonth: '0.0000',
  warning: null,
  lastAttempt: null,
  ...more,
});

/** The Billing page's three loads answered, plus any call a test adds or answers differently. */
export function stubBillingPage(
  {
    balance = balanceOf('12.3400'),
    methods = [cardMethod(1, {}, { isDefault: true })],
    autoRecharge = autoRechargeOf(),
  }: { balance?: TBalance; methods?: TPaymentMethodItem[]; autoRecharge?: TAutoRecharge } = {},
  more: Record<string, TStubHandler | TStubHandler[]> = {},
) {
  return stubFetch({
    'GET /v3/billing/balance': () => ok(balance),
    'GET /v3/payment-methods': () => listPage(methods),
    'GET /v3/billing/auto-recharge': () => ok(autoRecharge),
    ...more,
  });
}
