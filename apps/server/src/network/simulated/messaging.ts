import type { TCarrierErrorCode } from '@parley/domain';
import type { LineLookup, LineType, OutboundSubmission, Receipt, SubmitResult } from '../port';
import { hashOf, hashString, unit } from './hash';
import { SALT } from './inventory';

/**
 * The simulated network's messaging (issue 28), every decision a hash of the seed and what is
 * decided about, so a seed gives the same lines and the same fates in every run. Shares are of the
 * order carriers' published delivery figures show for registered A2P traffic: about 94% delivered.
 */

/** Wireless carriers and the largest MMS each takes (bytes, decimal: see CARRIER_BUDGETS). */
const CARRIERS = [
  { carrier: 'AT&T Wireless', share: 0.35, mmsMaxBytes: 1_000_000 },
  { carrier: 'Verizon Wireless', share: 0.33, mmsMaxBytes: 1_000_000 },
  { carrier: 'T-Mobile USA', share: 0.27, mmsMaxBytes: 1_000_000 },
  // a regional carrier whose MMS gateway takes less, as some do: what makes a budget matter
  { carrier: 'Regional Wireless', share: 0.05, mmsMaxBytes: 500_000 },
] as const;

/** Shares of lines: a number a person texts is mostly a mobile; some are landlines (never deliver). */
const LANDLINE_SHARE = 0.04;
const VOIP_SHARE = 0.06;

/** Per message, after the line: the carrier's failures, with their codes. */
const FATES: ReadonlyArray<{ share: number; status: Receipt['status']; code: TCarrierErrorCode }> = [
  { share: 0.01, status: 'failed', code: '30005' },
  { share: 0.02, status: 'undelivered', code: '30003' },
  { share: 0.012, status: 'undelivered', code: '30007' },
  { share: 0.005, status: 'undelivered', code: '30008' },
];

const digits = (phoneNumber: string) => Number(phoneNumber.replace(/\D/g, '').slice(-10)) || 0;

export function lookupLine(seed: number, phoneNumber: string): LineLookup {
  const n = digits(phoneNumber);
  const line = unit(hashOf(seed, SALT.line, Math.floor(n / 2 ** 20), n % 2 ** 20));
  const lineType: LineType =
    line < LANDLINE_SHARE ? 'landline' : line < LANDLINE_SHARE + VOIP_SHARE ? 'voip' : 'mobile';
  if (lineType === 'landline') return { phoneNumber, lineType, carrier: 'Landline carrier', mmsMaxBytes: 0 };
  const pick = unit(hashOf(seed, SALT.line, n % 2 ** 20, Math.floor(n / 2 ** 20)));
  let sum = 0;
  const found = CARRIERS.find((c) => (sum += c.share) > pick) ?? CARRIERS[0];
  return { phoneNumber, lineType, carrier: found.carrier, mmsMaxBytes: found.mmsMaxBytes };
}

/** A delay between `min` and `max` ms, skewed towards the short end as receipts are. */
const delay = (h: number, min: number, max: number) => min + Math.round((max - min) * unit(h) ** 2);

export function submitSimulated(seed: number, message: OutboundSubmission, scale = 1): SubmitResult {
  const key = hashString(message.sid);
  const carrierMessageId = `SIM${hashOf(seed, SALT.order, key).toString(16).padStart(8, '0').toUpperCase()}`;
  const at = (ms: number) => new Date(message.at.getTime() + Math.round(ms * scale));
  const sentAfter = delay(hashOf(seed, SALT.delay, key, 1), 200, 1_500);
  const finalAfter = sentAfter + delay(hashOf(seed, SALT.delay, key, 2), 800, 8_000);
  // a landline takes no text: the carrier refuses it at once
  if (lookupLine(seed, message.to).lineType === 'landline')
    return { carrierMessageId, receipts: [{ status: 'failed', errorCode: '30006', at: at(sentAfter) }] };
  const draw = unit(hashOf(seed, SALT.outcome, key));
  let sum = 0;
  const fate = FATES.find((f) => (sum += f.share) > draw);
  if (fate?.status === 'failed')
    return { carrierMessageId, receipts: [{ status: 'failed', errorCode: fate.code, at: at(sentAfter) }] };
  return {
    carrierMessageId,
    receipts: [
      { status: 'sent', errorCode: null, at: at(sentAfter) },
      fate
        ? { status: fate.status, errorCode: fate.code, at: at(finalAfter) }
        : { status: 'delivered', errorCode: null, at: at(finalAfter) },
    ],
  };
}
