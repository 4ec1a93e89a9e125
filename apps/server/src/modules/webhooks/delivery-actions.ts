import type { FastifyInstance } from 'fastify';
import {
  WEBHOOK_DELIVERY_ID_PREFIX,
  WEBHOOK_DELIVERY_TEXTS,
  WEBHOOK_EVENT_ID_PREFIX,
  fillText,
  type TWebhookDelivery,
  type TWebhookEvent,
} from '@parley/domain';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { badRequest } from '../../lib/errors';
import type { Scope } from '../../lib/resource-routes';
import { deliveriesRepository, deliveryOf, reopenDelivery, webhookEventsOf } from './deliveries-repository';
import { eventBody, insertDeliveries } from '../../lib/webhook-events';
import { rotateSecret } from './repository';
import { sampleEventData } from './sample-events';

const scopeFor = (accountSid: string) => ({ accountId: accountSid }) as Scope;

/**
 * What a person asks of a webhook's deliveries (issue 28), each in the route's transaction with
 * its job: null when the account has no such webhook or delivery (the route answers 404).
 */
export function deliveryActions(app: FastifyInstance) {
  const itemOf = async (tx: Tx, accountSid: string, id: string): Promise<TWebhookDelivery> =>
    (await deliveriesRepository.get(tx, scopeFor(accountSid), id))!;

  return {
    /** A new attempt now, whatever the delivery's state: the same body and event id (a replay). */
    async retry(tx: Tx, accountSid: string, webhookId: string, deliveryId: string) {
      const delivery = await deliveryOf(tx, accountSid, webhookId, deliveryId);
      if (!delivery) return null;
      await reopenDelivery(tx, delivery.id);
      await app.jobs.enqueue(tx, 'webhooks.deliver', {
        deliveryId: delivery.id,
        after: delivery.attempts,
        manual: true,
      });
      return itemOf(tx, accountSid, delivery.id);
    },

    /** A delivery of a sample payload of one of the webhook's events, sent now. */
    async test(tx: Tx, accountSid: string, webhookId: string, asked: TWebhookEvent | undefined) {
      const webhook = await webhookEventsOf(tx, accountSid, webhookId);
      if (!webhook) return null;
      const event = asked ?? (webhook.events[0] as TWebhookEvent);
      if (!webhook.events.includes(event))
        throw badRequest(fillText(WEBHOOK_DELIVERY_TEXTS.eventNotSent, { event }), 'event');
      const at = new Date();
      const eventId = newId(WEBHOOK_EVENT_ID_PREFIX);
      const id = newId(WEBHOOK_DELIVERY_ID_PREFIX);
      await insertDeliveries(tx, [
        {
          id,
          accountSid,
          webhookId,
          event,
          eventId,
          body: eventBody(eventId, event, at, sampleEventData(event, accountSid, at), true),
          createdAt: at,
          updatedAt: at,
        },
      ]);
      await app.jobs.enqueue(tx, 'webhooks.deliver', { deliveryId: id, manual: true });
      return itemOf(tx, accountSid, id);
    },

    rotateSecret,
  };
}
