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
} as const;

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

/** `POST /v3/payment-methods`: a card (bank accounts for ACH are not built yet: docs/decisions.md). */
export const ZPaymentMethodCreate = z.strictObject({
  type: z.literal('card'),
  card: ZCardInput,
});
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
  ach: ZAch.nullable(),
  isDefault: z.boolean(),
  /** ISO 8601 */
  created: text(),
});
export type TPaymentMethodItem = z.infer<typeof ZPaymentMethodItem>;

export const PAYMENT_METHOD_DELETE_TEXTS = {
  title: 'Remove payment method',
  manyTitle: 'Remove payment methods',
  one: 'Remove {name}? It can no longer be charged, by Add Funds or by auto recharge.',
  many: 'Remove {n} payment methods? They can no longer be charged.',
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
