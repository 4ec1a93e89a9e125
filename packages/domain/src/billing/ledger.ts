import { z } from 'zod';
import { BILLING_ACCESS } from '../access/billing';
import { defineEndpoint } from '../resources/define-endpoint';
import { DEFAULT_CURRENCY } from '../format/currency';
import { text } from '../validation/text';
import { ZMoneyText } from './money';

/**
 * What moved the money (DESIGN.md §8): credits are funds added by hand or by auto recharge and
 * adjustments; charges are monthly fees of features and numbers, and messages.
 */
export const LEDGER_KINDS = [
  'funds',
  'auto_recharge',
  'feature_fee',
  'number_fee',
  'message',
  'adjustment',
] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];
export const ZLedgerKind = z.enum(LEDGER_KINDS);

export const LEDGER_KIND_LABELS: Record<TLedgerKind, string> = {
  funds: 'Funds added',
  auto_recharge: 'Auto recharge',
  feature_fee: 'Feature fee',
  number_fee: 'Number fee',
  message: 'Message',
  adjustment: 'Adjustment',
};

/** Ours (the spec words no billing errors): said with 402 when a charge is more than the balance. */
export const LEDGER_MESSAGES = {
  insufficientFunds: 'The balance does not cover this charge. Add funds and try again.',
} as const;

/** GET /v3/billing/balance: the account's balance, derived from its ledger, and whether it is funded. */
export const ZBalance = z.object({
  balance: ZMoneyText,
  currency: z.literal(DEFAULT_CURRENCY),
  funded: z
    .boolean()
    .describe('true while the balance is above zero; the Payment Required banner follows it'),
});
export type TBalance = z.infer<typeof ZBalance>;

/** One row of the ledger as the API shows it: never changed once written. */
export const ZLedgerEntry = z.object({
  id: text(),
  kind: ZLedgerKind,
  amount: ZMoneyText.describe('a credit is positive, a charge negative'),
  balanceAfter: ZMoneyText,
  description: text(),
  reference: text().nullable().describe('what caused it: a payment, a number, a feature, a month'),
  createdBy: text().nullable().describe('the user whose action caused it; null for the platform’s own jobs'),
  created: text(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const balanceEndpoint = defineEndpoint({
  name: 'billing-balance',
  tag: 'billing',
  path: '/v3/billing/balance',
  calls: {
    get: {
      method: 'GET',
      summary: "The account's balance",
      description:
        "The caller's account: its balance (the sum of its ledger, kept under the account's row lock) and whether it is funded.",
      access: BILLING_ACCESS,
      answer: ZBalance,
    },
  },
});
