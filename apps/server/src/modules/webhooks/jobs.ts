import { z } from 'zod';
import { fillText } from '@parley/domain';
import { defineJob, type JobContext } from '../../jobs/define';
import { recordJobAudit } from '../../lib/audit';
import { GIVE_UP_AFTER_MS, retryDelaySeconds } from './backoff';
import {
  clearFailing,
  deliveryToSend,
  disableWebhook,
  failUntried,
  markFailing,
  recordAttempt,
  type TDeliveryToSend,
} from './deliveries-repository';
import { signWebhook } from '../../lib/webhook-signature';
import { USER_AGENT, sendWebhook, type TAttemptResult } from './send';

/** Ours: why a delivery was not tried, and why a webhook was turned off. */
export const DELIVERY_TEXTS = {
  webhookOff: 'Not sent: the webhook is turned off.',
  disabled:
    'Every delivery failed for 24 hours (the last: {last}). Fix the receiver, then turn the webhook on.',
} as const;

/** The headers of one attempt: signed at the moment it is sent. */
export function deliveryHeaders(delivery: TDeliveryToSend, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-parley-event': delivery.event,
    'x-parley-event-id': delivery.eventId,
    'x-parley-delivery': delivery.id,
    'x-parley-attempt': String(delivery.attempts + 1),
    'x-parley-signature': signWebhook(delivery.secret, delivery.body, at),
  };
}

const lastOf = (result: TAttemptResult) =>
  result.statusCode !== null ? `HTTP ${result.statusCode}` : result.response.slice(0, 120);

/**
 * After an attempt, in the transaction that records it: delivered; or tried again later (the next
 * job made here, so the retry exists if and only if the attempt is recorded); or failed, 24 hours
 * after the event. A webhook failing for 24 hours is turned off, audited, and its notice waits.
 */
async function settle(ctx: JobContext, delivery: TDeliveryToSend, result: TAttemptResult, at: Date) {
  await ctx.transaction(async (tx) => {
    const attempts = delivery.attempts + 1;
    const giveUp = !result.ok && at.getTime() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    const delay = result.ok || giveUp ? 0 : retryDelaySeconds(attempts);
    const recorded = await recordAttempt(tx, delivery, result, at, {
      status: result.ok ? 'delivered' : giveUp ? 'failed' : 'pending',
      nextAttemptAt: delay ? new Date(at.getTime() + delay * 1000) : null,
    });
    if (!recorded) return;
    if (result.ok) return clearFailing(tx, delivery.webhookId);
    if (delay)
      await ctx.jobs.enqueue(
        tx,
        'webhooks.deliver',
        { deliveryId: delivery.id, after: attempts },
        { startAfterSeconds: delay },
      );
    const failingSince = await markFailing(tx, delivery.webhookId, at);
    if (!failingSince || at.getTime() - failingSince.getTime() < GIVE_UP_AFTER_MS) return;
    const reason = fillText(DELIVERY_TEXTS.disabled, { last: lastOf(result) });
    await disableWebhook(tx, delivery.webhookId, at, reason);
    await recordJobAudit(tx, ctx.id, delivery.accountSid, {
      resource: 'webhooks',
      operation: 'disable',
      targetType: 'webhook',
      targetId: delivery.webhookId,
      detail: { reason, failingSince: failingSince.toISOString(), name: delivery.name },
    });
  });
}

/**
 * Webhook deliveries (issue 28). THE RULE: a run may repeat, and a POST cannot be taken back, so
 * a delivery is at least once — the receiver deduplicates by the event id (`X-Parley-Event-Id`);
 * the database side is once, as each attempt is recorded only while the delivery still has the
 * attempts the job was made with. Up to 50 run at once and a slow receiver holds only its own
 * slot (the queue's `concurrency`, docs/decisions.md).
 */
export const WEBHOOK_JOBS = {
  'webhooks.deliver': defineJob({
    payload: z.object({
      deliveryId: z.string(),
      after: z.number().int().nonnegative().default(0),
      manual: z.boolean().default(false),
    }),
    // the delivery retries itself on its own schedule; a handler error (the database) retries soon
    retryLimit: 5,
    concurrency: 50,
    expireInSeconds: 120,
    async handler({ deliveryId, after, manual }, ctx) {
      const delivery = await deliveryToSend(ctx.db, deliveryId);
      if (!delivery || delivery.attempts !== after) return;
      if (!manual && (!delivery.enabled || delivery.disabledAt)) {
        const at = ctx.now();
        await ctx.transaction((tx) => failUntried(tx, deliveryId, after, DELIVERY_TEXTS.webhookOff, at));
        return;
      }
      const sentAt = ctx.now();
      const result = await sendWebhook(
        { url: delivery.url, body: delivery.body, headers: deliveryHeaders(delivery, sentAt) },
        ctx.webhooks,
      );
      await settle(ctx, delivery, result, ctx.now());
    },
  }),
};
