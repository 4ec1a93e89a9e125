// What one message costs to send (issue 23): an SMS is billed per carrier segment, an MMS as one
// message. The spec names no per-message price; ours are US long-code list prices of the kind
// carriers' resellers publish, overridden by the price list (doc 001 §3) when it carries them.
import { type TRate, itemCode } from './prices';

/** Price-list lookups whose item codes (after the last hyphen) are 'sms' and 'mms'. */
export const MESSAGE_RATE_LOOKUPS = { sms: 'parley-message-sms', mms: 'parley-message-mms' } as const;

/** Dollars per SMS segment and per MMS when the price list has none (docs/decisions.md). */
export const DEFAULT_MESSAGE_RATES = { sms: 0.0079, mms: 0.02 } as const;

export interface TMessageRates {
  /** dollars per SMS segment */
  readonly sms: number;
  /** dollars per MMS */
  readonly mms: number;
}

/** The price list's per-message rates, each falling back to our default. */
export function messageRates(rates: readonly TRate[]): TMessageRates {
  const listed = (code: 'sms' | 'mms') => rates.find((r) => itemCode(r.lookup) === code)?.rate;
  return {
    sms: listed('sms') ?? DEFAULT_MESSAGE_RATES.sms,
    mms: listed('mms') ?? DEFAULT_MESSAGE_RATES.mms,
  };
}

/** What a message is billed as: SMS segments, or one MMS (with an image, whatever its length). */
export type TBilledAs = { readonly kind: 'sms'; readonly segments: number } | { readonly kind: 'mms' };

/**
 * The estimated cost in dollars, counted in ten-thousandths of a dollar as the ledger counts
 * (DESIGN §8), so 3 × $0.0079 is $0.0237 and not a float's 0.023700000000000002.
 */
export function messageCost(billed: TBilledAs, rates: TMessageRates): number {
  const units = (dollars: number) => Math.round(dollars * 10_000);
  const total = billed.kind === 'mms' ? units(rates.mms) : billed.segments * units(rates.sms);
  return total / 10_000;
}
