import { z } from 'zod';
import { BILLING_ACCESS } from '../access/billing';
import { ZAch, ZCard } from '../billing/payment-method';
import { isCardExpired } from '../billing/card-expiry';
import { CARD_NUMBER_LENGTH, cardDigits, passesLuhn, CARD_REFUSALS } from '../billing/card-number';
import { text } from '../validation/text';
import { defineResource } from './define';

/** Ours (the spec words no payment form messages), beside the processors' refusals. */
export const PAYMENT_METHOD_TEXT = {
  numberRequired: 'Enter the card number.',
  numberDigits: 'Enter the card number in digits.',
  expiryMonth: 'Choose the expiry month.',
  expiryYear: 'Enter the expiry year as four digits.',
  securityCode: 'Enter the 3- or 4-digit security code.',
  firstName: 'Enter the first name on the card.',
  lastName: 'Enter the last name on the card.',
  nameTooLong: 'A name on the card is at most 50 characters.',
  bankName: 'Enter the bank’s name.',
  routingNumber: 'Enter the bank’s 9-digit routing number.',
  routingChecksum: 'This routing number is not valid. Check its nine digits.',
  accountNumber: 'Enter the account number: 4 to 17 digits.',
  accountHolderName: 'Enter the account holder’s name.',
  accountType: 'Choose checking or savings.',
  textTooLong: 'At most 100 characters.',
  depositAmount: 'Enter each deposit in cents, from 1 to 99.',
  depositsSubject: 'Verify your bank account',
  depositsMail:
    'Two small deposits were made to {account} to verify it. Enter their amounts on the Billing page (Billing → Payment Methods → Verify). Until then the account cannot be charged.',
  depositsSent: 'Two small deposits are on their way to this account. Enter their amounts here to verify it.',
  depositsWrong: 'Those amounts do not match the deposits. {left} tries left.',
  depositsLocked: 'Too many wrong tries. Remove this bank account and add it again.',
  alreadyVerified: 'This bank account is verified already.',
  notBank: 'Only a bank account is verified by deposits.',
} as const;

/** ACH account types (doc 001 §3's Account Type label). */
export const ACH_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type TAchAccountType = (typeof ACH_ACCOUNT_TYPES)[number];
export const ACH_ACCOUNT_TYPE_LABELS: Record<TAchAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
};
/** Wrong deposit confirmations allowed before the bank account must be added again (ours). */
export const MICRO_DEPOSIT_TRIES = 3;

/** An ABA routing number: nine digits whose weighted sum (3, 7, 1, …) is a multiple of 10. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const bankText = (required: string) =>
  text({ error: required }).trim().min(1, required).max(100, PAYMENT_METHOD_TEXT.textTooLong);

/**
 * A bank account for ACH as typed: the routing and account numbers go once to the processor to be
 * tokenised; only the bank's name, the holder, the type and the last four digits are kept.
 */
export const ZAchInput = z.strictObject({
  bankName: bankText(PAYMENT_METHOD_TEXT.bankName),
  routingNumber: text({ error: PAYMENT_METHOD_TEXT.routingNumber })
    .trim()
    .regex(/^\d{9}$/, { error: PAYMENT_METHOD_TEXT.routingNumber, abort: true })
    .refine(isRoutingNumber, PAYMENT_METHOD_TEXT.routingChecksum),
  accountNumber: text({ error: PAYMENT_METHOD_TEXT.accountNumber })
    .trim()
    .regex(/^\d{4,17}$/, PAYMENT_METHOD_TEXT.accountNumber),
  accountHolderName: bankText(PAYMENT_METHOD_TEXT.accountHolderName),
  accountType: z.enum(ACH_ACCOUNT_TYPES, { error: PAYMENT_METHOD_TEXT.accountType }),
});
export type TAchInput = z.input<typeof ZAchInput>;

/** `POST /v3/payment-methods/{id}/verify`: the two micro-deposits, in cents. */
export const ZMicroDeposits = z.strictObject({
  amounts: z
    .tuple(
      [
        z
          .number({ error: PAYMENT_METHOD_TEXT.depositAmount })
          .int(PAYMENT_METHOD_TEXT.depositAmount)
          .min(1, PAYMENT_METHOD_TEXT.depositAmount)
          .max(99, PAYMENT_METHOD_TEXT.depositAmount),
        z
          .number({ error: PAYMENT_METHOD_TEXT.depositAmount })
          .int(PAYMENT_METHOD_TEXT.depositAmount)
          .min(1, PAYMENT_METHOD_TEXT.depositAmount)
          .max(99, PAYMENT_METHOD_TEXT.depositAmount),
      ],
      { error: PAYMENT_METHOD_TEXT.depositAmount },
    )
    .describe('the two deposits in cents, in either order'),
});

const name = (required: string) =>
  text({ error: required }).trim().min(1, required).max(50, PAYMENT_METHOD_TEXT.nameTooLong);

/**
 * A card as typed into the form: the number with spaces or dashes, checked by its Luhn digit here
 * (the server refuses what the form refuses, before any processor is asked). Sent once to the
 * processor to be tokenised: never stored, never logged.
 */
export const ZCardInput = z
  .strictObject({
    number: text({ error: PAYMENT_METHOD_TEXT.numberRequired })
      .min(1, { error: PAYMENT_METHOD_TEXT.numberRequired, abort: true })
      .refine((v) => cardDigits(v) !== null, { error: PAYMENT_METHOD_TEXT.numberDigits, abort: true })
      .transform((v) => cardDigits(v)!)
      .refine(
        (d) => d.length >= CARD_NUMBER_LENGTH.min && d.length <= CARD_NUMBER_LENGTH.max && passesLuhn(d),
        CARD_REFUSALS.invalidNumber,
      ),
    expiryMonth: z
      .number({ error: PAYMENT_METHOD_TEXT.expiryMonth })
      .int(PAYMENT_METHOD_TEXT.expiryMonth)
      .min(1, PAYMENT_METHOD_TEXT.expiryMonth)
      .max(12, PAYMENT_METHOD_TEXT.expiryMonth),
    expiryYear: z
      .number({ error: PAYMENT_METHOD_TEXT.expiryYear })
      .int(PAYMENT_METHOD_TEXT.expiryYear)
      .min(2000, PAYMENT_METHOD_TEXT.expiryYear)
      .max(2100, PAYMENT_METHOD_TEXT.expiryYear),
    securityCode: text({ error: PAYMENT_METHOD_TEXT.securityCode }).regex(
      /^\d{3,4}$/,
      PAYMENT_METHOD_TEXT.securityCode,
    ),
    firstName: name(PAYMENT_METHOD_TEXT.firstName),
    lastName: name(PAYMENT_METHOD_TEXT.lastName),
  })
  .superRefine((card, ctx) => {
    // doc 001 §4: expired when the year is past, or this year and the month before this one
    if (isCardExpired(card.expiryMonth, card.expiryYear))
      ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: CARD_REFUSALS.expired });
  });

/** `POST /v3/payment-methods`: a card, or a bank account for ACH (verified by two micro-deposits). */
export const ZPaymentMethodCreate = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('card'), card: ZCardInput }),
  z.strictObject({ type: z.literal('ach'), ach: ZAchInput }),
]);
export type TPaymentMethodCreate = z.input<typeof ZPaymentMethodCreate>;

/**
 * Doc 001 §3's payment method (id, type, and card or ach), as stored: a card's brand as its
 * cardType, its number masked to the last four ('•••• 4242'); whether it is the account's
 * default, which Add Funds and auto recharge use unless told otherwise.
 */
export const ZPaymentMethodItem = z.object({
  id: text(),
  type: z.enum(['card', 'ach']),
  card: ZCard.nullable(),
  ach: ZAch.extend({ accountType: z.enum(ACH_ACCOUNT_TYPES) }).nullable(),
  isDefault: z.boolean(),
  verified: z
    .boolean()
    .describe('a card is verified when added; a bank account once its two micro-deposits are confirmed'),
  /** ISO 8601 */
  created: text(),
});
export type TPaymentMethodItem = z.infer<typeof ZPaymentMethodItem>;

export const PAYMENT_METHOD_DELETE_TEXTS = {
  title: 'Remove payment method',
  manyTitle: 'Remove payment methods',
  one: 'Remove {name}? It can no longer be charged, by Add Funds or by auto recharge.',
  many: 'Remove {n} payment methods? They can no longer be charged.',
  // the dialog's button and its toast say what the title says ('Payment method removed')
  verb: { action: 'Remove', done: 'removed' },
} as const;

/** `GET|POST /v3/payment-methods`, `DELETE /v3/payment-methods/{id}` (issue 27). */
export const paymentMethodsResource = defineResource({
  name: 'payment-methods',
  label: 'payment method',
  itemName: (m) =>
    m.card
      ? `${m.card.cardType} ${m.card.number}`
      : m.ach
        ? `${m.ach.bankName} ${m.ach.accountNumber}`
        : m.id,
  path: '/v3/payment-methods',
  idField: 'id',
  idPrefix: 'PM',
  item: ZPaymentMethodItem,
  create: ZPaymentMethodCreate,
  access: { read: BILLING_ACCESS, write: BILLING_ACCESS },
  operations: ['list', 'get', 'create', 'delete'],
  deleteTexts: PAYMENT_METHOD_DELETE_TEXTS,
  list: {
    sort: ['created'],
    defaultSort: '-created',
    limit: { default: 100, max: 100 },
  },
  examples: {
    create: {
      type: 'card',
      card: {
        number: '4242 4242 4242 4242',
        expiryMonth: 12,
        expiryYear: new Date().getUTCFullYear() + 2,
        securityCode: '123',
        firstName: 'Olivia',
        lastName: 'Owens',
      },
    },
  },
});
