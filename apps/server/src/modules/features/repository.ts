import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ADD_FEATURE_OUR_TEXT,
  ERROR_CODES,
  FEATURE_FLAG,
  MESSAGES,
  isFeatureEnabled,
  type TEnableFeatureResult,
  type TFeatureKey,
} from '@parley/domain';
import type { Tx } from '../../db/client';
import { accountConfig, accounts, ucaasUsers } from '../../db/schema/index';
import { HttpError, conflict } from '../../lib/errors';
import { accountConfigMap } from '../../lib/identity';
import type { LedgerJobs } from '../../ledger/ledger';
import { chargeFeatureMonth } from '../../ledger/fees';

const paymentRequired = () => new HttpError(402, ERROR_CODES.paymentRequired, MESSAGES.unfunded);

/** Takes the account's row lock: enables and UCaaS-user writes on one account happen one at a time. */
async function lockAccount(tx: Tx, accountSid: string): Promise<Record<string, string>> {
  await tx
    .select({ sid: accounts.accountSid })
    .from(accounts)
    .where(eq(accounts.accountSid, accountSid))
    .for('update');
  return accountConfigMap(tx, accountSid);
}

/**
 * Turns a feature on: charges its first month (a balance that does not cover it answers 402) and
 * sets its flag (contact center: provisions a cluster id). Under the account's lock, so ten
 * concurrent enables make one change and nine "already enabled".
 */
export async function enableFeature(
  tx: Tx,
  accountSid: string,
  feature: TFeatureKey,
  jobs: LedgerJobs,
  createdBy: string | null = null,
): Promise<TEnableFeatureResult & { value?: string }> {
  const config = await lockAccount(tx, accountSid);
  if (config.funded === '0') throw paymentRequired();
  const flag = FEATURE_FLAG[feature];
  if (isFeatureEnabled(feature, config))
    return { feature, enabled: true, changed: false, message: ADD_FEATURE_OUR_TEXT.alreadyEnabled(feature) };
  if (feature === 'ucaas') {
    const [user] = await tx.select().from(ucaasUsers).where(eq(ucaasUsers.accountSid, accountSid)).limit(1);
    if (!user) throw conflict(ADD_FEATURE_OUR_TEXT.ucaasUserFirst);
  }
  await chargeFeatureMonth(tx, accountSid, feature, { at: new Date(), createdBy, config, jobs });
  const value = feature === 'contactcenter' ? `cc-${randomBytes(6).toString('hex')}` : '1';
  await tx
    .insert(accountConfig)
    .values({ accountSid, key: flag, value })
    .onConflictDoUpdate({
      target: [accountConfig.accountSid, accountConfig.key],
      set: { value, updatedAt: sql`now()` },
    });
  return { feature, enabled: true, changed: true, message: `Feature ${feature} enabled.`, value };
}

/**
 * Creates the account's UCaaS user, or sets a new password for it; under the account's lock, and
 * only for a funded account.
 */
export async function saveUcaasUser(tx: Tx, accountSid: string, username: string, passwordHash: string) {
  const config = await lockAccount(tx, accountSid);
  if (config.funded === '0') throw paymentRequired();
  const updated = await tx
    .update(ucaasUsers)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(ucaasUsers.accountSid, accountSid), eq(ucaasUsers.username, username)))
    .returning({ username: ucaasUsers.username });
  if (updated.length === 0) await tx.insert(ucaasUsers).values({ accountSid, username, passwordHash });
  return { created: updated.length === 0 };
}
