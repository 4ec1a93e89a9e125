import {
  cardExpiryState,
  itemNameOf,
  paymentMethodsResource,
  type TCardExpiryState,
  type TPaymentMethodItem,
} from '@parley/domain';

/** 'Visa •••• 4242': the card as the list, the selects and the toasts name it. */
export const methodName = (method: TPaymentMethodItem) => itemNameOf(paymentMethodsResource, method);

/** A card's expiry as it is printed on it, with the year in full: 03/2028. */
export const expiryText = (card: { expiryMonth: number; expiryYear: number }) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;

/** Doc 001 §4: expired, expiring soon (2 months or fewer left) or valid; a bank account never expires. */
export const expiryStateOf = (method: TPaymentMethodItem, now = new Date()): TCardExpiryState =>
  method.card ? cardExpiryState(method.card.expiryMonth, method.card.expiryYear, now) : 'valid';

/**
 * What Add Funds and auto recharge may charge: not an expired card, nor a bank account whose
 * deposits are not confirmed yet (the server refuses both).
 */
export const isChargeable = (method: TPaymentMethodItem) =>
  expiryStateOf(method) !== 'expired' && method.verified !== false;

/** The card Add Funds starts on: the default, or else the first that may be charged. */
export const preferredMethod = (methods: readonly TPaymentMethodItem[]) =>
  methods.find((m) => m.isDefault && isChargeable(m)) ?? methods.find(isChargeable);
