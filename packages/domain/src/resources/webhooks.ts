import { z } from 'zod';
import { WEBHOOK_READ, WEBHOOK_WRITE } from '../access/webhooks';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_PRESETS,
  type TWebhookEvent,
} from '../catalog/webhook-events';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { isHttpUrl } from '../validation/url';
import { defineResource } from './define';
import { WEBHOOK_DELETE_TEXTS } from '../texts/webhooks-page';

export const WEBHOOK_NAME_MAX_LENGTH = 100;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** A user name or password before the host: everyone who can read the list would see it. */
const CREDENTIALS = /^[a-z]+:\/\/[^/?#]*@/i;

/** http or https, a host, no credentials before it, at most the length: one rule, one message. */
export const isWebhookUrl = (url: string): boolean =>
  url.length <= WEBHOOK_URL_MAX_LENGTH && isHttpUrl(url) && !CREDENTIALS.test(url);

/** 'Must be a valid URL with http/https' (doc 001 §5). */
export const ZWebhookUrl = text({ error: MESSAGES.urlHttp }).trim().refine(isWebhookUrl, MESSAGES.urlHttp);

const ZEvent = z.enum(WEBHOOK_EVENT_NAMES, { error: OUR_MESSAGES.webhookEventUnknown });

/** What the form sends to create a webhook, and to change one (PUT replaces it whole). */
export const ZWebhookInput = z.strictObject({
  name: text({ error: OUR_MESSAGES.webhookNameRequired })
    .trim()
    .min(1, OUR_MESSAGES.webhookNameRequired)
    .max(WEBHOOK_NAME_MAX_LENGTH, OUR_MESSAGES.webhookNameTooLong),
  url: ZWebhookUrl,
  enabled: z.boolean({ error: OUR_MESSAGES.required }),
  events: z
    .array(ZEvent, { error: OUR_MESSAGES.webhookEventsRequired })
    .min(1, OUR_MESSAGES.webhookEventsRequired)
    .max(WEBHOOK_EVENT_NAMES.length, OUR_MESSAGES.webhookEventsRepeated)
    .refine((events) => new Set(events).size === events.length, OUR_MESSAGES.webhookEventsRepeated),
});
export type TWebhookInput = z.infer<typeof ZWebhookInput>;

/** A webhook as the API answers it (doc 001 §3: id, name, url, enabled; the events it sends). */
export const ZWebhook = z.object({
  id: text(),
  name: text(),
  url: text(),
  enabled: z.boolean(),
  events: z.array(ZEvent),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
  /** since when every delivery has failed (ISO 8601); null while deliveries succeed */
  failingSince: text().nullable().default(null),
  /** when and why the platform turned it off after 24 hours of failures; null otherwise */
  disabledAt: text().nullable().default(null),
  disabledReason: text().nullable().default(null),
  /** the signing secret: in the answer that created the webhook only, never read back */
  secret: text()
    .optional()
    .describe('the signing secret: in the create answer only (rotate it to see a new one)'),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** GET /v3/webhooks/events: one event of the catalogue and the fields of its payload. */
export const ZWebhookEventInfo = z.object({ event: ZEvent, fields: z.array(text()) });
export type TWebhookEventInfo = z.infer<typeof ZWebhookEventInfo>;

export const webhookEventCatalogue = (): TWebhookEventInfo[] =>
  WEBHOOK_EVENT_NAMES.map((event) => ({ event, fields: [...WEBHOOK_EVENTS[event]] }));

/** GET /v3/webhooks/presets: a ready-made choice of events the form can start from. */
export const ZWebhookPreset = z.object({ id: text(), name: text(), events: z.array(ZEvent) });
export type TWebhookPreset = z.infer<typeof ZWebhookPreset>;

/** GET /v3/webhooks/notices: a webhook turned off after 24 hours of failures, not yet seen. */
export const ZWebhookNoticeItem = z.object({
  id: text(),
  name: text(),
  url: text(),
  disabledAt: text(),
  disabledReason: text(),
});
export type TWebhookNotice = z.infer<typeof ZWebhookNoticeItem>;

export const webhookPresets = (): TWebhookPreset[] =>
  WEBHOOK_PRESETS.map((p) => ({ id: p.id, name: p.name, events: [...p.events] as TWebhookEvent[] }));

/**
 * GET /v3/webhooks/connections: the spec loads "webhook connections" without their fields. Ours
 * are where the account's events go: one row per receiving host, with how many of the account's
 * webhooks send there and how many of those are enabled (docs/decisions.md).
 */
export const ZWebhookConnection = z.object({
  host: text(),
  webhooks: z.number().int().nonnegative(),
  enabled: z.number().int().nonnegative(),
});
export type TWebhookConnection = z.infer<typeof ZWebhookConnection>;

export const webhooksResource = defineResource({
  name: 'webhooks',
  label: 'webhook',
  itemName: (webhook) => webhook.name,
  path: '/v3/webhooks',
  idField: 'id',
  idPrefix: 'WH',
  item: ZWebhook,
  create: ZWebhookInput,
  update: ZWebhookInput,
  access: { read: WEBHOOK_READ, write: WEBHOOK_WRITE },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: WEBHOOK_DELETE_TEXTS,
  // the page's enable, disable and delete of the selected rows
  bulk: ['update', 'delete'],
  // what the form needs beside the webhooks (doc 001 §3); no id is one of these words
  reads: {
    events: {
      path: '/events',
      item: ZWebhookEventInfo,
      summary: 'The events a webhook can send',
      description: 'The event catalogue of doc 001 §3: each event with the fields of its payload.',
    },
    presets: {
      path: '/presets',
      item: ZWebhookPreset,
      summary: 'Ready-made choices of events',
      description: 'Named sets of events the webhook form can start from.',
    },
    notices: {
      path: '/notices',
      item: ZWebhookNoticeItem,
      summary: 'Webhooks turned off after failing',
      description:
        'The webhooks the platform turned off after 24 hours of failed deliveries whose notice the account has not seen (POST /v3/webhooks/notices/seen).',
    },
    connections: {
      path: '/connections',
      item: ZWebhookConnection,
      summary: 'Where the account’s webhooks send',
      description:
        'One row per receiving host: how many of the account’s webhooks send there, and how many of those are enabled.',
    },
  },
  list: {
    sort: ['name', 'created', 'updated'],
    limit: { default: 100, max: 500 },
    // name and url, case-insensitively
    search: true,
    filters: { enabled: z.enum(['true', 'false']).optional() },
  },
  examples: {
    create: {
      name: 'Order desk',
      url: 'https://hooks.example.com/parley',
      enabled: true,
      events: ['sms_inbound'],
    },
    update: {
      name: 'Order desk (new)',
      url: 'https://hooks.example.com/v2',
      enabled: false,
      events: ['sms_inbound', 'sms_outbound'],
    },
    bulkUpdate: { enabled: false },
  },
});
