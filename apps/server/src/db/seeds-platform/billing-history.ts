import { eq, sql } from 'drizzle-orm';
import { feeMonth, unitsOfDollars } from '@parley/domain';
import type { Db } from '../client';
import { ledgerEntries } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';
import type { Platform } from '../../platform';
import { chargeableMethod, fundFromMethod } from '../../modules/billing/funds-repository';
import { chargeAccountMonth } from '../../modules/billing/monthly-fees-repository';

/** How far back Acme's billing history goes, and what each month adds (issue 27). */
export const DEMO_HISTORY_MONTHS = 3;
const MONTHLY_FUNDS_DOLLARS = [500, 200, 200] as const;

const at = (monthsAgo: number, day: number, hour: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day, hour));
};

/**
 * Acme's last months, made by the paths a month takes: funds added from its card through the
 * payment processor, and each month's feature fees charged by the monthly job's code, dated in
 * their month (the ledger's simulated past). Only on a ledger with no entries yet, and before
 * anything of today is posted, so every entry's balance is the running sum.
 */
export async function seedDemoBillingHistory(db: Db, platform: Platform, accounts: DemoAccounts) {
  const accountSid = accounts.acme.accountSid;
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountSid, accountSid));
  if (n > 0) return;
  const card = await chargeableMethod(db, accountSid, null);
  if (!card) return;
  for (let monthsAgo = DEMO_HISTORY_MONTHS; monthsAgo >= 1; monthsAgo--) {
    const dollars = MONTHLY_FUNDS_DOLLARS[DEMO_HISTORY_MONTHS - monthsAgo]!;
    const funded = await fundFromMethod(
      { db, processor: platform.payments },
      {
        accountSid,
        method: card,
        amountUnits: unitsOfDollars(dollars),
        kind: 'funds',
        ledgerKey: `demo-history:funds:${feeMonth(at(monthsAgo, 1, 9))}`,
        createdBy: null,
        at: at(monthsAgo, 1, 9),
      },
    );
    if (!funded.ok) throw new Error(`demo history: the card was refused (${funded.message})`);
    await chargeAccountMonth(
      db,
      platform.jobs,
      accountSid,
      feeMonth(at(monthsAgo, 1, 10)),
      at(monthsAgo, 1, 10),
    );
  }
}
