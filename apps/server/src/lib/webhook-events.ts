import {
  WEBHOOK_DELIVERY_ID_PREFIX,
  WEBHOOK_EVENT_ID_PREFIX,
  WEBHOOK_EVENTS,
  type TWebhookEvent,
} from '@parley/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { webhookDeliveries, webhooks } from '../db/schema/index';
import { newId } from '../db/ids';
import type { EnqueueOptions } from '../jobs/queue';

/** The delivery job's payload: which delivery, and how many attempts it had when the job was made. */
export interface TDeliverPayload {
  deliveryId: string;
  /** the attempts made before this job: a job that finds more was overtaken (a retry now) and does nothing */
  after?: number;
  /** asked for by a person (retry, test event): made even while the webhook is off */
  manual?: boolean;
}

/** What emitting needs of the queue (app.jobs, a handler's ctx.jobs): the ledger's way (LedgerJobs). */
export interface WebhookJobs {
  enqueue(
    tx: Tx,
    name: 'webhooks.deliver',
    payload: TDeliverPayload,
    options?: EnqueueOptions,
  ): Promise<unknown>;
}

export interface TWebhookEventInput {
  accountSid: string;
  event: TWebhookEvent;
  /** the event's payload: the catalogue's fields for it (doc 001 §3); others are dropped, missing ones null */
  data: Record<string, unknown>;
  /** the message that caused it, so its detail lists the deliveries */
  messageSid?: string | null;
  /** when it happened (now by default) */
  at?: Date;
  /** a webhook of the account that gets it whatever its events (the one a usage alert names) */
  alsoTo?: string | null;
}

/** The body as sent: the event's id (one per event, whatever the webhooks), its name, time and data. */
export function eventBody(
  id: string,
  event: TWebhookEvent,
  at: Date,
  data: Record<string, unknown>,
  test = false,
) {
  const fields = Object.fromEntries(WEBHOOK_EVENTS[event].map((field) => [field, data[field] ?? null]));
  return JSON.stringify({
    id,
    event,
    created: at.toISOString(),
    ...(test ? { test: true } : {}),
    data: fields,
  });
}

/**
 * An event of the account, sent to each of its webhooks that is on and subscribes to it (issue
 * 28): one delivery row and one delivery job per webhook, in the caller's transaction, so the
 * event is delivered if and only if what caused it commits. An account without webhooks costs
 * one select on webhooks' (account_sid, id) index. Answers how many deliveries were made.
 */
export async function emitWebhookEvent(tx: Tx, jobs: WebhookJobs, e: TWebhookEventInput): Promise<number> {
  const targets = await subscribedWebhooks(tx, e.accountSid, e.event, e.alsoTo);
  if (!targets.length) return 0;
  const at = e.at ?? new Date();
  const eventId = newId(WEBHOOK_EVENT_ID_PREFIX);
  const body = eventBody(eventId, e.event, at, e.data);
  // written from a JS time, so at the millisecond a cursor holds: the list orders by the bare
  // column and its index serves the page (deliveries-repository.ts)
  const made = new Date();
  const rows = targets.map((target) => ({
    id: newId(WEBHOOK_DELIVERY_ID_PREFIX),
    accountSid: e.accountSid,
    webhookId: target.id,
    event: e.event,
    eventId,
    body,
    messageSid: e.messageSid ?? null,
    createdAt: made,
    updatedAt: made,
  }));
  await insertDeliveries(tx, rows);
  for (const row of rows) await jobs.enqueue(tx, 'webhooks.deliver', { deliveryId: row.id });
  return rows.length;
}

// What emitting reads and writes; here, not in the webhooks module, because every module that
// makes events (messages now, calls later) emits through this file.
const d = webhookDeliveries;

/**
 * The account's webhooks that are on and send this event (or are the one named beside it): one
 * range of the (account_sid, id) index, so an account without webhooks costs one cheap select per
 * event.
 */
export async function subscribedWebhooks(
  tx: Tx,
  accountSid: string,
  event: TWebhookEvent,
  alsoTo?: string | null,
) {
  const subscribed = sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`;
  return tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.accountSid, accountSid),
        eq(webhooks.enabled, true),
        sql`${webhooks.disabledAt} is null`,
        alsoTo ? or(subscribed, eq(webhooks.id, alsoTo)) : subscribed,
      ),
    );
}

export type TNewDelivery = typeof d.$inferInsert;

export async function insertDeliveries(tx: Tx, rows: TNewDelivery[]) {
  await tx.insert(d).values(rows);
}
