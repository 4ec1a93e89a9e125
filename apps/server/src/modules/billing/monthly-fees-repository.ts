import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { FEATURE_FLAG, FEATURE_KEYS, isFeatureEnabled } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { accountConfig, phoneNumbers } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { accountConfigMap } from '../../lib/identity';
import type { LedgerJobs } from '../../ledger/ledger';
import { chargeFeatureMonth, chargeNumberMonth } from '../../ledger/fees';

/** The first instant after a month ('2026-11'), UTC. */
const monthEnd = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1));
};

/** The accounts that owe a month's fees: they hold a number, or have a feature's flag set. */
export async function accountsWithFees(db: Db, month: string): Promise<string[]> {
  const holders = await db
    .selectDistinct({ accountSid: phoneNumbers.accountSid })
    .from(phoneNumbers)
    .where(and(isNull(phoneNumbers.releasedAt), lt(phoneNumbers.createdAt, monthEnd(month))));
  const featured = await db
    .selectDistinct({ accountSid: accountConfig.accountSid })
    .from(accountConfig)
    .where(inArray(accountConfig.key, Object.values(FEATURE_FLAG)));
  return [...new Set([...holders, ...featured].map((r) => r.accountSid))].sort();
}

export interface TMonthFees {
  charged: number;
  /** fees the balance did not cover: tried again when the job runs next (daily) */
  unpaid: number;
}

/**
 * One account's fees for a month: each enabled feature and each number held, every fee in its own
 * transaction under its own key, so a run cut short, or run twice, charges each fee once. A fee
 * the balance does not cover is left for the next run; the others are charged.
 */
export async function chargeAccountMonth(
  db: Db,
  jobs: LedgerJobs,
  accountSid: string,
  month: string,
  /** the demo's history: the fees are posted at this time of the month, not now */
  past?: Date,
): Promise<TMonthFees> {
  const result: TMonthFees = { charged: 0, unpaid: 0 };
  const attempt = async (work: (tx: Tx) => Promise<void>) => {
    try {
      await db.transaction(work);
      result.charged++;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 402) result.unpaid++;
      else throw err;
    }
  };
  const config = await accountConfigMap(db, accountSid);
  const at = past ?? new Date(monthEnd(month).getTime() - 1);
  for (const feature of FEATURE_KEYS)
    if (isFeatureEnabled(feature, config))
      await attempt((tx) =>
        chargeFeatureMonth(tx, accountSid, feature, {
          at,
          createdBy: null,
          config,
          jobs,
          past: Boolean(past),
        }),
      );
  const numbers = await db
    .select({
      id: phoneNumbers.id,
      accountSid: phoneNumbers.accountSid,
      phoneNumber: phoneNumbers.phoneNumber,
      monthlyFee: phoneNumbers.monthlyFee,
    })
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.accountSid, accountSid),
        isNull(phoneNumbers.releasedAt),
        lt(phoneNumbers.createdAt, monthEnd(month)),
      ),
    );
  for (const number of numbers) await attempt((tx) => chargeNumberMonth(tx, jobs, number, month, null));
  return result;
}
