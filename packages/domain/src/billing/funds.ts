import { z } from 'zod';
import { BILLING_ACCESS } from '../access/billing';
import { defineEndpoint } from '../resources/define-endpoint';
import { ZPresetAmount } from '../form-fields/amounts';
import { IDEMPOTENCY_KEY_TEXT, ZIdempotencyKey } from '../validation/idempotency-key';
import { text } from '../validation/text';
import { ZBalance, ZLedgerEntry } from './ledger';

/** Ours (the spec words no billing messages). */
export const FUNDS_TEXT = {
  paymentMethodRequired: 'Choose a payment method.',
  idempotencyKey: IDEMPOTENCY_KEY_TEXT,
  added: 'Added {amount} to the balance.',
  /** a card whose expiry month has passed since it was added */
  cardExpired: 'This card has expired. Choose another payment method, or add a new card.',
  achUnverified: 'This bank account is not verified yet. Confirm its two deposits first.',
} as const;

/**
 * `POST /v3/billing/funds` (doc 001 §5's preset amounts or a custom whole-dollar amount). The
 * client makes the idempotency key once per Add Funds dialog: a retried request charges once.
 */
export const ZAddFunds = z.strictObject({
  amount: ZPresetAmount.describe(
    'whole US dollars: 10, 50, 100, 200, 300, 400, 500, 1000, 2000, 5000, or 1 to 100,000',
  ),
  paymentMethodId: text({ error: FUNDS_TEXT.paymentMethodRequired })
    .min(1, FUNDS_TEXT.paymentMethodRequired)
    .max(200),
  idempotencyKey: ZIdempotencyKey,
});
export type TAddFunds = z.input<typeof ZAddFunds>;

export const ZFundsAdded = z.object({
  entry: ZLedgerEntry,
  balance: ZBalance,
  replayed: z.boolean().describe('true when this key had added the funds before: nothing was charged now'),
});
export type TFundsAdded = z.infer<typeof ZFundsAdded>;

export const fundsEndpoint = defineEndpoint({
  name: 'billing-funds',
  tag: 'billing',
  path: '/v3/billing/funds',
  calls: {
    add: {
      method: 'POST',
      summary: 'Add funds',
      description:
        'Charges the payment method and credits the balance, once per idempotency key. A declined card or one without funds answers 402 in the processor’s words; an expired card 400; another account’s payment method 404.',
      access: BILLING_ACCESS,
      body: ZAddFunds,
      answer: ZFundsAdded,
      notFound: true,
      also: [402],
    },
  },
});
