import { z } from 'zod';
import { rule } from '../access/rules';
import { defineEndpoint } from '../resources/define-endpoint';
import { text } from '../validation/text';
import type { TFeatureKey } from './feature-keys';

/**
 * Doc 000 §9: default monthly fees in cents, overridden by the price list. The spec names no fee
 * for Inbox; ours matches the price list's 'parley-feature-inbox' (docs/decisions.md), so the
 * dialog shows a price even when the list cannot be read.
 */
export const DEFAULT_MONTHLY_FEE_CENTS: Partial<Record<TFeatureKey, number>> = {
  chatbot: 3000,
  remediation: 1500,
  dnclist: 500,
  inbox: 1000,
};

/** Doc 000 §9: UCaaS is priced per seat block, not as one monthly fee. */
export const UCAAS_PRICE = { dollars: 200, seats: 10, text: '$200 per 10 seats monthly' } as const;

/** A price-list entry (doc 001 §3): the item code is the part after the last hyphen of the lookup. */
export const ZRate = z.object({ lookup: text(), rate: z.number().nonnegative() });
export type TRate = z.infer<typeof ZRate>;

/** GET /v3/pricing/rates (doc 001 §3): the price list, one answer, for anyone signed in. */
export const pricingEndpoint = defineEndpoint({
  name: 'pricing',
  tag: 'features',
  path: '/v3/pricing/rates',
  calls: {
    get: {
      method: 'GET',
      summary: 'The price list',
      description:
        'Each lookup and its rate in dollars a month; the item code is the part after the last hyphen.',
      access: rule.session,
      answer: ZRate,
    },
  },
});

export const itemCode = (lookup: string): string => lookup.slice(lookup.lastIndexOf('-') + 1);

/**
 * The monthly fee in cents for a feature: the price list's rate (in dollars) when it has the
 * feature's item code, otherwise the default; DNC costs half with a subscription account number.
 */
export function monthlyFeeCents(
  feature: TFeatureKey,
  rates: readonly TRate[],
  options: { sansNumber?: string | undefined } = {},
): number | null {
  const listed = rates.find((r) => itemCode(r.lookup) === feature);
  const base = listed ? Math.round(listed.rate * 100) : DEFAULT_MONTHLY_FEE_CENTS[feature];
  if (base === undefined) return null;
  return feature === 'dnclist' && options.sansNumber ? Math.round(base / 2) : base;
}

/**
 * What an enabled feature costs a month, in cents, as the ledger charges it (issue 27): its
 * monthly fee, and for UCaaS its first block of seats. Null for a feature with no price (the
 * contact center's is agreed apart): nothing is charged for it.
 */
export function featureMonthlyChargeCents(
  feature: TFeatureKey,
  rates: readonly TRate[],
  options: { sansNumber?: string | undefined } = {},
): number | null {
  return monthlyFeeCents(feature, rates, options) ?? (feature === 'ucaas' ? UCAAS_PRICE.dollars * 100 : null);
}

/** The month a monthly fee is for, in UTC ('2026-11'): fees are charged once per account and month. */
export const feeMonth = (at: Date): string => at.toISOString().slice(0, 7);

/** Prices are shown with 2 decimals (doc 000 §9). */
export const formatDollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
