// The Billing page's texts (/billing, issue 27): ours around doc 001 §3's billing labels, which are
// in billing/billing-labels.ts and used as they are written there.
import type { TAutoRechargeOutcome } from '../billing/auto-recharge';
import { BILLING_LABELS } from '../billing/billing-labels';
import type { TCardExpiryState } from '../billing/card-expiry';

export const BILLING_PAGE_TEXTS = {
  title: BILLING_LABELS.billing,
  intro: 'The account’s balance, the cards and bank accounts it is charged from, and auto recharge.',

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
  needsPaymentMethod: 'Add a payment method first: funds are charged to a card or a verified bank account.',

  paymentMethodsIntro:
    'Add Funds and auto recharge charge the default payment method unless told otherwise. A bank account is charged once its two small deposits are confirmed.',
  paymentMethodsList: 'Payment methods of the account',
  paymentMethodsLoading: 'Loading the payment methods…',
  paymentMethodsFailed: 'The payment methods could not be loaded.',
  noPaymentMethod:
    'No payment method yet. Add a card or a bank account to add funds and to turn on auto recharge.',
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
  /** a bank account whose deposits are not confirmed yet, as a choice of those selects */
  choiceUnverified: '{name} (not verified)',

  addCardTitle: BILLING_LABELS.creditDebitCard,
  addCardIntro:
    'The number and security code go to the payment processor once; only the brand, last four digits and expiry are kept.',
  securityCode: `${BILLING_LABELS.securityCode} (${BILLING_LABELS.cvv})`,
  securityCodeHint: '3 digits, or 4 on American Express',
  firstName: 'First name on card',
  lastName: 'Last name on card',
  saveCard: 'Save card',
  month: '{number} – {name}',

  /** a bank account's row: doc 001 §3's labels beside what they label */
  accountHolder: 'Account holder',
  addBankTitle: BILLING_LABELS.bankAccount,
  addBankIntro:
    'The routing and account numbers go to the payment processor once; only the bank’s name, the holder, the type and the last four digits are kept. Two small deposits are then made to the account to verify it.',
  bankNameHint: 'The bank’s name',
  routingNumber: 'Routing number',
  routingNumberHint: '9 digits, printed at the bottom left of a check',
  accountNumber: 'Account number',
  accountNumberHint: '4 to 17 digits',
  accountHolderName: 'Account holder name',
  saveBank: 'Save bank account',
  bankAddedHeader: 'Bank account added',

  verify: 'Verify',
  /** the button's name starts with its visible text (WCAG 2.5.3), then says which account */
  verifyLabel: 'Verify: {name}',
  verifyTitle: 'Verify bank account',
  verifyIntro:
    'Two small deposits were made to {name}. Enter their amounts as they appear on the statement, in either order.',
  deposits: 'Deposits',
  depositsHint: 'In cents: $0.32 is 32.',
  firstDeposit: 'First deposit (cents)',
  secondDeposit: 'Second deposit (cents)',
  verifySubmit: 'Verify',
  verifiedHeader: 'Bank account verified',
  verified: '{name} can be charged now.',

  autoRechargeIntro:
    'When a charge takes the balance below the threshold, the payment method is charged the recharge amount, up to the monthly limit.',
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

  /** doc 001 §3's billing settings: per user, kept in this tab, back to their defaults at login and logout */
  settingsHeading: 'Billing settings',
  settingsIntro: 'Yours alone, kept in this browser tab until you log out. Each login starts them over.',
  showBalanceInNavBar: 'Show the balance in the header',
  showBalanceInNavBarHint: 'At the top of every page, with a link to this page.',
  showBalanceInBilling: 'Show the balance beside Billing History',
  showBalanceInBillingHint: 'In the sidebar’s Settings group, on wide screens.',
  openAutoRechargeSettings: 'Open the auto recharge settings while it is off',
  openAutoRechargeSettingsHint: 'Otherwise they start closed until auto recharge is turned on.',
  welcomeMessage: 'Welcome message',
  welcomeMessageHint: 'Shown at the top of this page. Leave it empty to show none.',
  saveWelcomeMessage: 'Save message',
  welcomeMessageSaved: 'Message saved.',
  /** before the amount in the header's link to this page, and (for screen readers) beside Billing History */
  balanceLabel: 'Balance',
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
