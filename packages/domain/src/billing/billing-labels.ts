/** Doc 001 §3: the billing labels, written once. */
export const BILLING_LABELS = {
  billing: 'Billing',
  addFunds: 'Add Funds',
  autoRecharge: 'Auto Recharge',
  oneTimePayment: 'One-time Payment',
  paymentMethod: 'Payment Method',
  paymentMethods: 'Payment Methods',
  addNew: 'Add New',
  creditDebitCard: 'Credit/Debit card',
  cardNumber: 'Card Number',
  expiryMonth: 'Expiry Month',
  expiryYear: 'Expiry Year',
  securityCode: 'Security Code',
  cvv: 'CVV',
  bankAccount: 'Bank Account',
  lastFourDigitsOfAccount: 'Last four digits of account',
  achEnabledBank: 'ACH Enabled Bank',
  accountType: 'Account Type',
} as const;

/** 'Payment Method' for one, 'Payment Methods' for several: the spec's "Payment Method(s)". */
export const paymentMethodsLabel = (count: number) =>
  count === 1 ? BILLING_LABELS.paymentMethod : BILLING_LABELS.paymentMethods;
