import { and, eq, gt, gte, sql } from 'drizzle-orm';
import {
  AUTO_RECHARGE_DEFAULTS,
  AUTO_RECHARGE_TEXT,
  cardExpiryState,
  fillText,
  moneyText,
  type TAutoRecharge,
  type TAutoRechargeOutcome,
  type TAutoRechargeSettings,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { accounts, autoRecharge as ar, ledgerEntries } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { chargeableMethod } from './funds-repository';

/** The first instant of this calendar month, UTC: the monthly limit's window. */
export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Units auto recharge has added this calendar month (UTC). */
export async function rechargedThisMonth(db: Db | Tx, accountSid: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountSid, accountSid),
        eq(ledgerEntries.kind, 'auto_recharge'),
        gte(ledgerEntries.createdAt, monthStart(now)),
      ),
    );
  return Number(row?.sum ?? 0);
}

export type TAutoRechargeRow = typeof ar.$inferSelect;

export async function autoRechargeRow(db: Db | Tx, accountSid: string): Promise<TAutoRechargeRow | null> {
  const [row] = await db.select().from(ar).where(eq(ar.accountSid, accountSid));
  return row ?? null;
}

/** GET /v3/billing/auto-recharge: the saved settings, or the defaults, and what it last did. */
export async function readAutoRecharge(db: Db | Tx, accountSid: string): Promise<TAutoRecharge> {
  const row = await autoRechargeRow(db, accountSid);
  const settings: TAutoRechargeSettings = row
    ? {
        enabled: row.enabled,
        threshold: row.threshold,
        amount: row.amount,
        paymentMethodId: row.paymentMethodId,
        monthlyLimit: row.monthlyLimit,
      }
    : { ...AUTO_RECHARGE_DEFAULTS };
  return {
    ...settings,
    rechargedThisMonth: moneyText(await rechargedThisMonth(db, accountSid)),
    warning: settings.enabled ? await methodWarning(db, accountSid, settings.paymentMethodId) : null,
    lastAttempt:
      row?.lastAttemptAt && row.lastOutcome
        ? { at: row.lastAttemptAt.toISOString(), outcome: row.lastOutcome, message: row.lastMessage ?? '' }
        : null,
  };
}

/** Doc 001 §4's expiry states of the method a recharge would charge, said before they block one. */
async function methodWarning(db: Db | Tx, accountSid: string, id: string | null): Promise<string | null> {
  const method =
    (await chargeableMethod(db, accountSid, id)) ?? (await chargeableMethod(db, accountSid, null));
  if (!method) return null;
  const card = method.label;
  if (!method.verified) return fillText(AUTO_RECHARGE_TEXT.methodUnverified, { card });
  if (method.type !== 'card' || !method.expiryMonth || !method.expiryYear) return null;
  const state = cardExpiryState(method.expiryMonth, method.expiryYear);
  if (state === 'expired') return fillText(AUTO_RECHARGE_TEXT.methodExpired, { card });
  if (state === 'expiring-soon')
    return fillText(AUTO_RECHARGE_TEXT.methodExpiring, {
      card,
      expiry: `${String(method.expiryMonth).padStart(2, '0')}/${method.expiryYear}`,
    });
  return null;
}

/**
 * PUT: another account's payment method is 404; turning it on with no method to charge is 400.
 * Saving does not charge: the next charge that crosses the threshold does.
 */
export async function saveAutoRecharge(tx: Tx, accountSid: string, settings: TAutoRechargeSettings) {
  if (settings.paymentMethodId && !(await chargeableMethod(tx, accountSid, settings.paymentMethodId)))
    throw notFound();
  if (settings.enabled && !(await chargeableMethod(tx, accountSid, settings.paymentMethodId)))
    throw badRequest(AUTO_RECHARGE_TEXT.noPaymentMethod, 'paymentMethodId');
  const values = { ...settings, updatedAt: sql`now()` };
  await tx
    .insert(ar)
    .values({ accountSid, ...values })
    .onConflictDoUpdate({ target: ar.accountSid, set: values });
  return readAutoRecharge(tx, accountSid);
}

/** What a recharge attempt did, for the billing page. */
export async function recordAttempt(
  db: Db | Tx,
  accountSid: string,
  outcome: TAutoRechargeOutcome,
  message: string,
) {
  await db
    .update(ar)
    .set({ lastAttemptAt: sql`now()`, lastOutcome: outcome, lastMessage: message })
    .where(eq(ar.accountSid, accountSid));
}

/** Whether auto recharge has credited the account since the charge that crossed a level. */
export async function rechargedSince(db: Db, accountSid: string, entryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountSid, accountSid),
        eq(ledgerEntries.kind, 'auto_recharge'),
        gt(
          ledgerEntries.createdAt,
          sql`(select created_at from ledger_entries where id = ${entryId} and account_sid = ${accountSid})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function balanceUnits(db: Db, accountSid: string): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.accountSid, accountSid));
  return row?.balance ?? 0;
}
