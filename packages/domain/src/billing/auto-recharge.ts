import { z } from 'zod';
import { BILLING_ACCESS } from '../access/billing';
import { defineEndpoint } from '../resources/define-endpoint';
import { ZPresetAmount } from '../form-fields/amounts';
import { text } from '../validation/text';
import { ZMoneyText } from './money';

/**
 * Auto recharge's bounds (ours, after Twilio's): a trigger from $10 to $1,000, and a monthly limit
 * on what it may charge, so a leak cannot drain a card (a Twilio customer lost $4,600 to 40
 * recharges in an hour).
 */
export const AUTO_RECHARGE_LIMITS = {
  thresholdMin: 10,
  thresholdMax: 1_000,
  monthlyLimitMax: 100_000,
} as const;

export const AUTO_RECHARGE_TEXT = {
  threshold: 'The threshold is a whole-dollar amount from $10 to $1,000.',
  monthlyLimit: 'The monthly limit is a whole-dollar amount up to $100,000.',
  limitBelowAmount: 'The monthly limit must be at least the recharge amount.',
  paymentMethodRequired: 'Choose the payment method to recharge from.',
  noPaymentMethod: 'Add a payment method before turning auto recharge on.',
  saved: 'Auto recharge saved.',
  /** the account holder's mail and the billing page, after a recharge that failed */
  failedSubject: 'Auto recharge failed',
  failed: 'Auto recharge of {amount} failed: {reason} It is tried again as the balance falls.',
  limitReached: 'Auto recharge stopped: this month’s recharges reached the monthly limit of {limit}.',
  /** doc 001 §4's expiry states, said before they stop a recharge */
  methodExpiring:
    'The card auto recharge charges ({card}) expires at the end of {expiry}. Add a new card before then, or recharges will stop.',
  methodExpired:
    'The card auto recharge charges ({card}) has expired: recharges will fail until another card is chosen.',
  methodUnverified:
    'The bank account auto recharge charges ({card}) is not verified yet: recharges will fail until it is.',
} as const;

const wholeDollars = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** `PUT /v3/billing/auto-recharge`: whole dollars, as the Add Funds amounts are. */
export const ZAutoRechargeSettings = z
  .strictObject({
    enabled: z.boolean(),
    threshold: wholeDollars(
      AUTO_RECHARGE_TEXT.threshold,
      AUTO_RECHARGE_LIMITS.thresholdMin,
      AUTO_RECHARGE_LIMITS.thresholdMax,
    ).describe('recharge when a charge takes the balance below this many dollars'),
    amount: ZPresetAmount.describe('dollars added by each recharge'),
    paymentMethodId: text({ error: AUTO_RECHARGE_TEXT.paymentMethodRequired })
      .min(1, AUTO_RECHARGE_TEXT.paymentMethodRequired)
      .max(200)
      .nullable()
      .describe('null charges the default payment method'),
    monthlyLimit: wholeDollars(
      AUTO_RECHARGE_TEXT.monthlyLimit,
      1,
      AUTO_RECHARGE_LIMITS.monthlyLimitMax,
    ).describe('the most auto recharge may add in one calendar month (UTC), in dollars'),
  })
  .refine((s) => s.monthlyLimit >= s.amount, {
    path: ['monthlyLimit'],
    message: AUTO_RECHARGE_TEXT.limitBelowAmount,
  });
export type TAutoRechargeSettings = z.infer<typeof ZAutoRechargeSettings>;

export const AUTO_RECHARGE_DEFAULTS: Readonly<TAutoRechargeSettings> = Object.freeze({
  enabled: false,
  threshold: 10,
  amount: 50,
  paymentMethodId: null,
  monthlyLimit: 500,
});

export const AUTO_RECHARGE_OUTCOMES = [
  'recharged',
  'declined',
  'limit_reached',
  'no_payment_method',
] as const;
export type TAutoRechargeOutcome = (typeof AUTO_RECHARGE_OUTCOMES)[number];

/** GET answers the settings and what auto recharge last did. */
export const ZAutoRecharge = z.object({
  enabled: z.boolean(),
  threshold: z.number().int(),
  amount: z.number().int(),
  paymentMethodId: text().nullable(),
  monthlyLimit: z.number().int(),
  rechargedThisMonth: ZMoneyText.describe('what auto recharge added this calendar month (UTC)'),
  warning: text()
    .nullable()
    .describe(
      'while enabled: the method it charges has expired, expires within 2 months, or is not verified',
    ),
  lastAttempt: z
    .object({
      at: text(),
      outcome: z.enum(AUTO_RECHARGE_OUTCOMES),
      message: text(),
    })
    .nullable(),
});
export type TAutoRecharge = z.infer<typeof ZAutoRecharge>;

export const autoRechargeEndpoint = defineEndpoint({
  name: 'billing-auto-recharge',
  tag: 'billing',
  path: '/v3/billing/auto-recharge',
  calls: {
    get: {
      method: 'GET',
      summary: 'Auto recharge',
      description: 'The settings (their defaults until saved) and what the last recharge did.',
      access: BILLING_ACCESS,
      answer: ZAutoRecharge,
    },
    put: {
      method: 'PUT',
      summary: 'Save auto recharge',
      description:
        'When a charge takes the balance below the threshold a job recharges once; a declined recharge is tried again as the balance falls (below half the threshold, then a quarter) and the account holder is told; the monthly limit stops it.',
      access: BILLING_ACCESS,
      body: ZAutoRechargeSettings,
      answer: ZAutoRecharge,
      example: () => ({ body: { ...AUTO_RECHARGE_DEFAULTS } }),
    },
  },
});
