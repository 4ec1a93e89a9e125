import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_ATTEMPT_ID_PREFIX, type TWebhookDelivery, type TWebhookEvent } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema/index';
import { tableRepository } from '../../lib/table-repository';
import type { TAttemptResult } from './send';

const d = webhookDeliveries;
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/**
 * A webhook's deliveries, newest first, paged by cursor (`GET /v3/webhooks/:id/deliveries`): the
 * last attempt's figures on the delivery itself, so a page is one index range of
 * webhook_deliveries (webhook_id, created_at desc, id desc) without a join.
 */
export const deliveriesRepository = tableRepository<TWebhookDelivery, never, never>({
  table: d,
  account: d.accountSid,
  id: d.id,
  columns: {
    id: d.id,
    webhookId: d.webhookId,
    event: d.event,
    eventId: d.eventId,
    status: d.status,
    attempts: d.attempts,
    statusCode: d.lastStatusCode,
    latencyMs: d.lastLatencyMs,
    response: d.lastResponse,
    messageSid: d.messageSid,
    created: d.createdAt,
    lastAttemptAt: d.lastAttemptAt,
    nextAttemptAt: d.nextAttemptAt,
    deliveredAt: d.deliveredAt,
  },
  // created_at is written from a JS time (at the millisecond, as the cursor holds it), so the
  // order is the bare column, which the (webhook_id, created_at desc, id desc) index serves
  sort: { created: { order: d.createdAt, type: 'timestamp' } },
  filters: (given) => [typeof given.webhookId === 'string' ? eq(d.webhookId, given.webhookId) : undefined],
  toItem: (row) =>
    ({
      ...row,
      event: row.event as TWebhookEvent,
      created: iso(row.created)!,
      lastAttemptAt: iso(row.lastAttemptAt),
      nextAttemptAt: iso(row.nextAttemptAt),
      deliveredAt: iso(row.deliveredAt),
    }) as TWebhookDelivery,
  internal: {
    account_sid: 'the owning account',
    body: 'the JSON sent, kept so a retry sends the same bytes',
    updated_at: 'when the row last changed',
  },
});

/** A webhook of the account's with the events it sends, or null. */
export async function webhookEventsOf(tx: Db | Tx, accountSid: string, webhookId: string) {
  const [row] = await tx
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.accountSid, accountSid), eq(webhooks.id, webhookId)))
    .limit(1);
  return row ?? null;
}

/** A delivery with what sending it needs of its webhook. */
export async function deliveryToSend(db: Db, deliveryId: string) {
  const [row] = await db
    .select({
      id: d.id,
      accountSid: d.accountSid,
      webhookId: d.webhookId,
      event: d.event,
      eventId: d.eventId,
      body: d.body,
      status: d.status,
      attempts: d.attempts,
      createdAt: d.createdAt,
      url: webhooks.url,
      secret: webhooks.secret,
      name: webhooks.name,
      enabled: webhooks.enabled,
      disabledAt: webhooks.disabledAt,
    })
    .from(d)
    .innerJoin(webhooks, eq(webhooks.id, d.webhookId))
    .where(eq(d.id, deliveryId))
    .limit(1);
  return row ?? null;
}
export type TDeliveryToSend = NonNullable<Awaited<ReturnType<typeof deliveryToSend>>>;

export interface TAttemptOutcome {
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date | null;
}

/**
 * Records one attempt and what became of the delivery, if the delivery still has the attempts
 * the job was made with (else another run recorded this one: false, nothing written).
 */
export async function recordAttempt(
  tx: Tx,
  delivery: { id: string; attempts: number },
  result: TAttemptResult,
  at: Date,
  outcome: TAttemptOutcome,
): Promise<boolean> {
  const attempt = delivery.attempts + 1;
  const [updated] = await tx
    .update(d)
    .set({
      attempts: attempt,
      status: outcome.status,
      lastStatusCode: result.statusCode,
      lastLatencyMs: result.latencyMs,
      lastResponse: result.response,
      lastAttemptAt: at,
      nextAttemptAt: outcome.nextAttemptAt,
      deliveredAt: outcome.status === 'delivered' ? at : null,
      updatedAt: at,
    })
    .where(and(eq(d.id, delivery.id), eq(d.attempts, delivery.attempts)))
    .returning({ id: d.id });
  if (!updated) return false;
  await tx.insert(webhookAttempts).values({
    id: newId(WEBHOOK_ATTEMPT_ID_PREFIX),
    deliveryId: delivery.id,
    attempt,
    statusCode: result.statusCode,
    latencyMs: result.latencyMs,
    response: result.response,
    createdAt: at,
  });
  return true;
}

/** A delivery that will not be tried (its webhook is off): failed, with why, no attempt made. */
export async function failUntried(tx: Tx, deliveryId: string, attempts: number, why: string, at: Date) {
  await tx
    .update(d)
    .set({ status: 'failed', lastResponse: why, nextAttemptAt: null, updatedAt: at })
    .where(and(eq(d.id, deliveryId), eq(d.attempts, attempts), eq(d.status, 'pending')));
}

/** A delivered attempt: the webhook is healthy again. */
export async function clearFailing(tx: Tx, webhookId: string) {
  await tx
    .update(webhooks)
    .set({ failingSince: null })
    .where(and(eq(webhooks.id, webhookId), sql`${webhooks.failingSince} is not null`));
}

/**
 * A failed attempt: the webhook fails since now unless it already did. Answers since when it has
 * been failing (for the 24-hour rule), or null when it is off already (nothing to turn off).
 */
export async function markFailing(tx: Tx, webhookId: string, at: Date): Promise<Date | null> {
  const [row] = await tx
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.enabled, true), sql`${webhooks.disabledAt} is null`))
    .returning({ failingSince: webhooks.failingSince });
  return row?.failingSince ?? null;
}

/** Turns a webhook off after 24 hours of failures: the account is told at its next visit (notices). */
export async function disableWebhook(tx: Tx, webhookId: string, at: Date, reason: string) {
  await tx
    .update(webhooks)
    .set({
      enabled: false,
      disabledAt: at,
      disabledReason: reason,
      disabledNoticeSeenAt: null,
      updatedAt: at,
    })
    .where(eq(webhooks.id, webhookId));
}

/** A delivery of the account's webhook (a route's check), or null: another account's is none. */
export async function deliveryOf(db: Db | Tx, accountSid: string, webhookId: string, deliveryId: string) {
  const [row] = await db
    .select({ id: d.id, status: d.status, attempts: d.attempts })
    .from(d)
    .where(and(eq(d.accountSid, accountSid), eq(d.webhookId, webhookId), eq(d.id, deliveryId)))
    .limit(1);
  return row ?? null;
}

/** Sets a delivery pending again for a retry now; answers it as the list shows it. */
export async function reopenDelivery(tx: Tx, deliveryId: string): Promise<void> {
  await tx
    .update(d)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(d.id, deliveryId));
}
