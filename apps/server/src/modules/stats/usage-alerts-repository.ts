import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  USAGE_ALERT_MESSAGES,
  usageAlertsResource,
  type TUsageAlertNotice,
  type TUsageCategory,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messageStats, usageAlerts, webhooks } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { ownedRepository } from '../../lib/owned-repository';
import type { Scope } from '../../lib/resource-routes';
import { localBuckets, type TStatsWindow } from './repository';

const a = usageAlerts;

/**
 * An alert's webhook must be one of the caller's account's, checked in the write's transaction.
 * The row is locked (KEY SHARE) until the write commits: a delete of the webhook meanwhile waits
 * for it and then detaches the alert (ON DELETE SET NULL), instead of the write failing on the
 * foreign key after the check said yes.
 */
async function checkWebhook(tx: Tx, scope: Scope, webhookId: string | null | undefined) {
  if (!webhookId) return;
  const [found] = await tx
    .select({ one: sql`1` })
    .from(webhooks)
    .where(and(eq(webhooks.accountSid, scope.accountId), eq(webhooks.id, webhookId)))
    .limit(1)
    .for('key share');
  if (!found) throw badRequest(USAGE_ALERT_MESSAGES.webhookUnknown, 'webhookId');
}

/**
 * The account's usage alerts: by name (case-insensitively), category or time; `q` searches the
 * name. A change of what an alert watches starts it afresh: it may fire again this period. The bulk
 * change sets `enabled` only (the resource's bulkChanges), so it has no webhook to check.
 */
export const usageAlertsRepository = ownedRepository(
  usageAlertsResource,
  usageAlerts,
  { search: ['name'], internal: { notice_seen_at: 'when the last firing’s notice was seen' } },
  (base) => ({
    async create(tx, scope, input) {
      await checkWebhook(tx, scope, input.webhookId);
      return base.create(tx, scope, input);
    },
    async update(tx, scope, id, input) {
      await checkWebhook(tx, scope, input.webhookId);
      const [before] = await tx
        .select()
        .from(a)
        .where(and(eq(a.accountSid, scope.accountId), eq(a.id, id)));
      const changed =
        before &&
        (before.category !== input.category ||
          before.triggerBy !== input.triggerBy ||
          before.threshold !== input.threshold ||
          before.period !== input.period);
      const saved = await base.update(tx, scope, id, input);
      if (!changed) return saved;
      await tx.update(a).set({ lastFiredPeriod: null }).where(eq(a.id, id));
      return saved && { ...saved, lastFiredPeriod: null };
    },
  }),
);

/** The account's alerts that fired whose notice nobody has seen, oldest first. */
export async function unseenAlertNotices(db: Db, accountSid: string): Promise<TUsageAlertNotice[]> {
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.accountSid, accountSid), isNotNull(a.lastFiredAt), isNull(a.noticeSeenAt)))
    .orderBy(asc(a.lastFiredAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    triggerBy: r.triggerBy,
    threshold: r.threshold,
    period: r.period,
    lastFiredPeriod: r.lastFiredPeriod ?? '',
    lastFiredAt: r.lastFiredAt!.toISOString(),
    lastFiredValue: r.lastFiredValue ?? 0,
  }));
}

/** Marks the notices seen; answers the ids that were the account's. */
export async function markAlertNoticesSeen(tx: Tx, accountSid: string, ids: string[]): Promise<string[]> {
  const rows = await tx
    .update(a)
    .set({ noticeSeenAt: new Date() })
    .where(and(eq(a.accountSid, accountSid), inArray(a.id, ids), isNotNull(a.lastFiredAt)))
    .returning({ id: a.id });
  return rows.map((r) => r.id);
}

/** The accounts with an alert that is on: the clock's job makes a check for each. */
export async function accountsWithAlerts(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ accountSid: a.accountSid }).from(a).where(eq(a.enabled, true));
  return rows.map((r) => r.accountSid);
}

export type TAlertRow = typeof a.$inferSelect;

/** An account's alerts that are on and have not fired for the period they are in. */
export async function alertsToCheck(db: Db, accountSid: string, day: string, month: string) {
  return db
    .select()
    .from(a)
    .where(
      and(
        eq(a.accountSid, accountSid),
        eq(a.enabled, true),
        or(
          isNull(a.lastFiredPeriod),
          and(eq(a.period, 'daily'), ne(a.lastFiredPeriod, day)),
          and(eq(a.period, 'monthly'), ne(a.lastFiredPeriod, month)),
        ),
      ),
    );
}

/**
 * Fires an alert for a period, once: the update happens only if it has not fired for that period
 * (two checks racing, a job run twice), and only while it is on and watches what it watched when
 * it was read. Answers whether this call fired it.
 */
export async function fireAlert(
  tx: Tx,
  alert: TAlertRow,
  period: string,
  value: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({ lastFiredPeriod: period, lastFiredAt: at, lastFiredValue: value, noticeSeenAt: null })
    .where(
      and(
        eq(a.id, alert.id),
        eq(a.enabled, true),
        eq(a.category, alert.category),
        eq(a.triggerBy, alert.triggerBy),
        eq(a.threshold, alert.threshold),
        eq(a.period, alert.period),
        or(isNull(a.lastFiredPeriod), ne(a.lastFiredPeriod, period)),
      ),
    )
    .returning({ id: a.id });
  return rows.length === 1;
}

/**
 * What the message rollup says a category cannot exceed in the window, read from at most 96 rows
 * a day: SMS sent and MMS are at most the outbound segments (an MMS counts 1) and at most the
 * spend net of refunds; what was received is exact. The ledger's figure for the period so far is
 * never more (its refunds of earlier messages only lower it), so below the threshold here means
 * below it there, and the exact query (usage-repository.ts) is run only near a crossing. Null for
 * the fees, whose exact query reads a handful of ledger rows.
 */
export async function usageBound(
  db: Db,
  accountSid: string,
  window: TStatsWindow,
  category: TUsageCategory,
): Promise<{ quantity: number; units: number } | null> {
  if (category === 'numbers' || category === 'features') return null;
  const [row] = rowsOf<{ segments: number; received: number; spend: string }>(
    await db.execute(sql`
    with ${localBuckets(window)}
    select coalesce(sum(s.segments), 0)::int as segments, coalesce(sum(s.received), 0)::int as received,
      coalesce(sum(s.spend), 0)::bigint::text as spend
    from local join ${messageStats} s
      on s.account_sid = ${accountSid} and s.bucket >= local.starts and s.bucket < local.ends`),
  );
  if (category === 'sms_inbound') return { quantity: row?.received ?? 0, units: 0 };
  return { quantity: row?.segments ?? 0, units: Number(row?.spend ?? 0) };
}
