import { z } from 'zod';
import { WEBHOOK_EVENT_NAMES } from '../catalog/webhook-events';
import { OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { CURSOR_MAX_LENGTH, listLimitMessage } from './define';
import { defineEndpoint } from './define-endpoint';
import { WEBHOOK_READ, WEBHOOK_WRITE } from '../access/webhooks';
import { webhooksResource } from './webhooks';

/** Ids Parley makes for deliveries, their attempts, and the events they carry ('WD' + 32 hex digits). */
export const WEBHOOK_DELIVERY_ID_PREFIX = 'WD';
export const WEBHOOK_ATTEMPT_ID_PREFIX = 'WA';
export const WEBHOOK_EVENT_ID_PREFIX = 'EV';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event sent to one webhook, as its deliveries list shows it (issue 28). */
export const ZWebhookDelivery = z.object({
  id: text(),
  webhookId: text(),
  event: z.enum(WEBHOOK_EVENT_NAMES),
  eventId: text().describe('the same for every webhook the event went to: a receiver’s deduplication key'),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().nonnegative(),
  statusCode: z.number().int().nullable().describe('the last attempt’s HTTP status; null when none came'),
  latencyMs: z.number().int().nullable().describe('how long the last attempt took'),
  response: text().nullable().describe('the first 1 KB of the last answer, or why there was none'),
  messageSid: text().nullable(),
  /** ISO 8601: when the event happened */
  created: text(),
  lastAttemptAt: text().nullable(),
  nextAttemptAt: text().nullable(),
  deliveredAt: text().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const WEBHOOK_DELIVERIES_LIMIT = { default: 20, max: 100 } as const;

const LIMIT_MESSAGE = listLimitMessage(WEBHOOK_DELIVERIES_LIMIT.max);

/** The list's query: a page size and the cursor of the page before. */
export const ZWebhookDeliveriesQuery = z.strictObject({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(WEBHOOK_DELIVERIES_LIMIT.max, LIMIT_MESSAGE)
    .optional(),
  cursor: text().min(1).max(CURSOR_MAX_LENGTH, OUR_MESSAGES.badCursor).optional(),
});

/** The signing secret, answered once: when a webhook is made (in its answer) and when rotated. */
export const ZWebhookSecret = z.object({ id: text(), secret: text() });

/** Ours: what the delivery routes refuse. */
export const WEBHOOK_DELIVERY_TEXTS = {
  eventNotSent: 'This webhook does not send {event}. Choose one of its events.',
} as const;

const ZId = text().min(1).max(200);
// nothing to send: no body, or an empty object
const ZNoBody = z.strictObject({}).nullish();

export const ZWebhookTestEvent = z
  .strictObject({
    event: z.enum(WEBHOOK_EVENT_NAMES, { error: OUR_MESSAGES.webhookEventUnknown }).optional(),
  })
  .nullish();

const path = webhooksResource.path;

/**
 * What a webhook does beyond its settings (issue 28): try a delivery again, send a test event,
 * rotate its secret, and the notices of webhooks the platform turned off. The deliveries' list
 * (`GET /v3/webhooks/:id/deliveries`) is a page by cursor, made beside these.
 */
export const webhookDeliveriesEndpoint = defineEndpoint({
  name: 'webhook-deliveries',
  tag: 'webhooks',
  path: `${path}/:id/deliveries`,
  calls: {
    retry: {
      method: 'POST',
      path: `${path}/:id/deliveries/:deliveryId/retry`,
      summary: 'Try a delivery again now',
      description:
        'A new attempt at once, for a pending or failed delivery (the same body and event id); answers the delivery as it stands, pending until the attempt ends.',
      access: WEBHOOK_WRITE,
      params: z.strictObject({ id: ZId, deliveryId: ZId }),
      body: ZNoBody,
      answer: ZWebhookDelivery,
      notFound: true,
    },
    test: {
      method: 'POST',
      path: `${path}/:id/test`,
      summary: 'Send a test event',
      description:
        'Delivers a sample payload of one of the webhook’s events (the first it sends unless `event` names another), marked `"test": true`, signed and recorded like any delivery.',
      access: WEBHOOK_WRITE,
      params: z.strictObject({ id: ZId }),
      body: ZWebhookTestEvent,
      answer: ZWebhookDelivery,
      notFound: true,
    },
    rotateSecret: {
      method: 'POST',
      path: `${path}/:id/secret`,
      summary: 'Rotate the signing secret',
      description:
        'Makes a new secret and answers it, once: it is never shown again. Deliveries from now on are signed with it.',
      access: WEBHOOK_WRITE,
      params: z.strictObject({ id: ZId }),
      body: ZNoBody,
      answer: ZWebhookSecret,
      notFound: true,
    },
    noticesSeen: {
      method: 'POST',
      path: `${path}/notices/seen`,
      summary: 'Mark notices of turned-off webhooks seen',
      description: 'The account has been told: GET /v3/webhooks/notices no longer lists these.',
      access: WEBHOOK_READ,
      body: z.strictObject({ ids: z.array(ZId).min(1).max(500) }),
      answer: z.object({ id: text() }),
      example: () => ({ body: { ids: [`WH${'0'.repeat(32)}`] } }),
    },
  },
});
