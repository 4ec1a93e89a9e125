// The Billing page's texts (/billing, issue 27): ours around doc 001 §3's billing labels, which are
// in billing/billing-labels.ts and used as they are written there.
import type { TAutoRechargeOutcome } from '../billing/auto-recharge';
import { BILLING_LABELS } from '../billing/billing-labels';
import type { TCardExpiryState } from '../billing/card-expiry';

export const BILLING_PAGE_TEXTS = {
  title: BILLING_LABELS.billing,
  intro: 'The account’s balance, the cards it is charged from, and auto recharge.',
  tryAgain: 'Try again',

  balanceHeading: 'Balance',
  balanceLoading: 'Loading the balance…',
  balanceFailed: 'The balance could not be loaded.',
  funded: 'Funded',
  unfunded: 'Unfunded',
  unfundedHint: 'Add funds to keep the account’s paid services running.',
  history: 'Billing History',
  historyHint: 'Every charge and credit of the account',

  addFundsSubtitle: BILLING_LABELS.oneTimePayment,
  addFundsIntro: 'Charges the card once and adds the amount to the balance.',
  amount: 'Amount',
  addFundsSubmit: 'Add funds',
  fundsAddedHeader: 'Funds added',
  needsPaymentMethod: 'Add a payment method first: funds are charged to a card.',

  paymentMethodsIntro: 'Add Funds and auto recharge charge the default card unless told otherwise.',
  paymentMethodsList: 'Payment methods of the account',
  paymentMethodsLoading: 'Loading the payment methods…',
  paymentMethodsFailed: 'The payment methods could not be loaded.',
  noPaymentMethod: 'No payment method yet. Add a card to add funds and to turn on auto recharge.',
  defaultBadge: 'Default',
  /** a bank account whose two deposits are not confirmed yet */
  unverified: 'Not verified',
  expires: 'Expires {date}',
  expired: 'Expired {date}',
  /** under the card's name: its expiry ('Expires 03/2028') and the name on it */
  cardLine: '{expiry} · {firstName} {lastName}',
  makeDefault: 'Make default',
  /** the button's name starts with its visible text (WCAG 2.5.3), then says which card */
  makeDefaultLabel: 'Make default: {name}',
  madeDefaultHeader: 'Default payment method',
  madeDefault: '{name} is now the default.',
  makeDefaultFailed: 'The default payment method was not changed.',
  remove: 'Remove',
  removeLabel: 'Remove {name}',
  actionsLabel: 'Actions for {name}',
  /** a choice of the payment method selects: the card and its expiry state */
  choiceExpired: '{name} (expired)',

  addCardTitle: BILLING_LABELS.creditDebitCard,
  addCardIntro:
    'The number and security code go to the payment processor once; only the brand, last four digits and expiry are kept.',
  securityCode: `${BILLING_LABELS.securityCode} (${BILLING_LABELS.cvv})`,
  securityCodeHint: '3 digits, or 4 on American Express',
  firstName: 'First name on card',
  lastName: 'Last name on card',
  saveCard: 'Save card',
  month: '{number} – {name}',

  autoRechargeIntro:
    'When a charge takes the balance below the threshold, the card is charged the recharge amount, up to the monthly limit.',
  autoRechargeOn: 'On',
  autoRechargeOff: 'Off',
  autoRechargeLoading: 'Loading auto recharge…',
  autoRechargeFailed: 'Auto recharge could not be loaded.',
  autoRechargeSettings: 'Auto recharge settings',
  enabled: 'Recharge automatically',
  enabledHint: 'Turned off, nothing is charged however low the balance falls.',
  threshold: 'When the balance falls below',
  thresholdHint: 'Whole dollars, from $10 to $1,000.',
  rechargeAmount: 'Recharge amount',
  rechargeFrom: 'Charge',
  defaultPaymentMethod: 'The default payment method',
  defaultPaymentMethodNamed: 'The default ({name})',
  monthlyLimit: 'Monthly limit',
  monthlyLimitHint: 'The most auto recharge may add in one calendar month (UTC).',
  rechargedThisMonth: 'Recharged this month',
  rechargedOfLimit: '{amount} of {limit}',
  lastAttempt: 'Last recharge',
  noAttempt: 'None yet',
  lastAttemptAt: '{outcome} on {date}',
  showSettings: 'Show settings',
  hideSettings: 'Hide settings',
  saveAutoRecharge: 'Save auto recharge',
} as const;

/** What the last auto recharge did, as a person reads it. */
export const AUTO_RECHARGE_OUTCOME_LABELS: Record<TAutoRechargeOutcome, string> = {
  recharged: 'Recharged',
  declined: 'Declined',
  limit_reached: 'Monthly limit reached',
  no_payment_method: 'No payment method',
};

/** A card's expiry state (doc 001 §4) as its badge says it; a valid card has none. */
export const CARD_EXPIRY_LABELS: Record<Exclude<TCardExpiryState, 'valid'>, string> = {
  expired: 'Expired',
  'expiring-soon': 'Expires soon',
};
