import {
  FEATURE_TITLES,
  featureMonthlyChargeCents,
  feeMonth,
  unitsOfCents,
  type TFeatureKey,
} from '@parley/domain';
import type { Tx } from '../db/client';
import { listPriceRates } from '../lib/price-list';
import { postToLedger, type LedgerJobs } from './ledger';

/**
 * The monthly fees (issue 27), each keyed by what it is for and the month: the first month's
 * charge (when a feature is enabled, when a number is bought) and the monthly job's charge for that
 * month are one entry, never two.
 */

/**
 * Charges a feature's month through the ledger (issue 27), keyed by feature and month: the monthly
 * job's charge for the month a feature was enabled in is then the same entry, never a second one.
 */
export async function chargeFeatureMonth(
  tx: Tx,
  accountSid: string,
  feature: TFeatureKey,
  options: {
    at: Date;
    createdBy: string | null;
    config: Record<string, string>;
    jobs: LedgerJobs;
    /** post it at `at` (the demo's history) rather than now */
    past?: boolean;
  },
): Promise<void> {
  const cents = featureMonthlyChargeCents(feature, await listPriceRates(tx), {
    sansNumber: options.config.sans_number,
  });
  if (!cents) return;
  const month = feeMonth(options.at);
  const key = `feature:${feature}:${month}`;
  await postToLedger(
    tx,
    {
      accountSid,
      amount: -unitsOfCents(cents),
      kind: 'feature_fee',
      description: `${FEATURE_TITLES[feature]}, ${month}`,
      reference: key,
      createdBy: options.createdBy,
      idempotencyKey: key,
      ...(options.past ? { at: options.at } : {}),
    },
    options.jobs,
  );
}

/**
 * A number's fee for one month, keyed by number and month: its purchase charges the month it was
 * bought in, and the monthly job's charge for that month is then the same entry, not a second one.
 */
export async function chargeNumberMonth(
  tx: Tx,
  jobs: LedgerJobs,
  number: { accountSid: string; id: string; phoneNumber: string; monthlyFee: number },
  month: string,
  createdBy: string | null,
) {
  if (number.monthlyFee <= 0) return;
  const key = `number:${number.id}:${month}`;
  await postToLedger(
    tx,
    {
      accountSid: number.accountSid,
      amount: -number.monthlyFee,
      kind: 'number_fee',
      description: `Number ${number.phoneNumber}, ${month}`,
      reference: key,
      createdBy,
      idempotencyKey: key,
    },
    jobs,
  );
}
