import { z } from 'zod';
import { MESSAGE_READ, MESSAGE_SEND } from '../access/messages';
import { ZMoneyText } from '../billing/money';
import { isIsoDay } from '../form-fields/dates';
import { CARRIER_ERROR_CODES } from '../messaging/carrier-errors';
import { E164_PATTERN } from '../validation/e164-patterns';
import { ZIdempotencyKey } from '../validation/idempotency-key';
import { text } from '../validation/text';
import { defineResource } from './define';
import { defineEndpoint } from './define-endpoint';

/**
 * Messages (issue 28): what the account sent and received, as the log lists them. Outbound ones
 * move queued → sent → delivered, or end failed/undelivered with the carrier's error code; an
 * inbound one is received. Our texts: the spec words none of these.
 */
export const MESSAGE_DIRECTIONS = ['outbound', 'inbound'] as const;
export type TMessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'undelivered', 'failed', 'received'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Statuses a message does not leave. */
export const FINAL_MESSAGE_STATUSES: readonly TMessageStatus[] = [
  'delivered',
  'undelivered',
  'failed',
  'received',
];

export const MESSAGE_STATUS_LABELS: Record<TMessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Undelivered',
  failed: 'Failed',
  received: 'Received',
};

export const MESSAGE_DIRECTION_LABELS: Record<TMessageDirection, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
};

/** Ours: what sending says when it refuses (the spec words only the length and the unfunded account). */
export const MESSAGE_TEXTS = {
  toRequired: 'Enter the number to send to.',
  toFormat: 'Enter the recipient as an E.164 number, such as +14155550100.',
  senderRequired: 'Choose a number or a number set to send from.',
  senderBoth: 'Send from a number or a number set, not both.',
  contentRequired: 'Enter a message or choose a template.',
  contentBoth: 'Send a message or a template, not both.',
  variablesWithoutTemplate: 'Variables are given with a template only.',
  fromNotOwned: 'This account has no number {number}.',
  fromNoSms: '{number} cannot send text messages.',
  fromNoMms: '{number} cannot send pictures (MMS). Send from an MMS-capable number or remove the image.',
  fromPending: '{number} is still being set up by the carrier. Try again in a minute.',
  setUnknown: 'This account has no such number set.',
  setEmpty: 'The number set {set} has no number that can send this message.',
  templateUnknown: 'This account has no such template.',
  variableMissing:
    'The template needs a value for {name}: the recipient has none and the variable no default.',
  mediaUnknown: 'This account has no such image.',
  mediaTooLarge:
    'The image is {size}, more than the {budget} the recipient’s carrier takes. Choose a smaller image.',
  optedOut:
    '{number} has opted out of messages from this account (replied STOP). They can text START to opt in again.',
  bodyEmpty: 'The message is empty once its variables are filled.',
  inboundNotSimulated: 'Inbound messages can be played only on the simulated network.',
  inboundToNotOwned: 'This account has no number {number} to receive at.',
  messageNotFound: 'This account has no such message.',
  badDay: 'Enter a day as YYYY-MM-DD.',
  errorCode: 'The error code is one of 30003, 30005, 30006, 30007 and 30008.',
  containsDigits: 'Enter digits only.',
} as const;

/** What the network answers an inbound keyword with (CTIA's wording, as carriers send it). */
export const KEYWORD_REPLIES = {
  optOut:
    'You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe.',
  optIn:
    'You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe.',
  /** the account's help text: its name and how to stop */
  help: '{account}: reply STOP to unsubscribe. Msg&data rates may apply.',
} as const;

const ZE164 = text({ error: MESSAGE_TEXTS.toRequired })
  .trim()
  .min(1, MESSAGE_TEXTS.toRequired)
  .regex(E164_PATTERN, MESSAGE_TEXTS.toFormat);

const ZId = text().trim().min(1).max(64);

/** What a message says: a body, a template or an image; a body or a template, not both (a send, a reply). */
export function refineMessageContent(
  input: {
    body?: string | undefined;
    templateId?: string | undefined;
    mediaAssetId?: string | undefined;
    variables?: unknown;
  },
  ctx: z.RefinementCtx,
) {
  const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  const hasBody = input.body !== undefined && input.body !== '';
  if (!hasBody && input.templateId === undefined && input.mediaAssetId === undefined)
    issue(MESSAGE_TEXTS.contentRequired, 'body');
  if (hasBody && input.templateId !== undefined) issue(MESSAGE_TEXTS.contentBoth, 'templateId');
  if (input.variables !== undefined && input.templateId === undefined)
    issue(MESSAGE_TEXTS.variablesWithoutTemplate, 'variables');
}

/**
 * `POST /v3/messages`: one message to one recipient, from a number of the account or a number set
 * (which picks the sender by its strategy); a body, or a template with variables filled from the
 * recipient's contact and `variables`; an image of the account's assets makes it an MMS.
 */
export const ZMessageInput = z
  .strictObject({
    from: ZE164.optional().describe('an SMS-capable number of the account (MMS-capable with media)'),
    numberSetId: ZId.optional().describe('a number set of the account: it picks the sender'),
    to: ZE164,
    body: text().max(10_000).optional().describe('the text; analysed as the template editor does'),
    templateId: ZId.optional(),
    variables: z
      .record(text().max(64), text().max(1_000))
      .optional()
      .describe("the template's values by variable name; the recipient's contact fills the rest"),
    mediaAssetId: ZId.optional().describe('an image of the account: sends an MMS'),
    idempotencyKey: ZIdempotencyKey.optional().describe(
      'the same key sent again (a retry after no answer) answers the message it sent, charging nothing more',
    ),
  })
  .superRefine((input, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (input.from === undefined && input.numberSetId === undefined)
      issue(MESSAGE_TEXTS.senderRequired, 'from');
    if (input.from !== undefined && input.numberSetId !== undefined)
      issue(MESSAGE_TEXTS.senderBoth, 'numberSetId');
    refineMessageContent(input, ctx);
  });
export type TMessageInput = z.input<typeof ZMessageInput>;

/** One step of a message's life, as the network reported it. */
export const ZMessageEvent = z.object({
  status: z.enum(MESSAGE_STATUSES),
  /** ISO 8601 */
  at: text(),
  errorCode: z.enum(CARRIER_ERROR_CODES).nullable(),
});
export type TMessageEvent = z.infer<typeof ZMessageEvent>;

/** A webhook delivery a message caused (its sms_outbound or sms_inbound event). */
export const ZMessageDelivery = z.object({
  deliveryId: text(),
  webhookId: text(),
  event: text(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  /** ISO 8601 */
  created: text(),
});
export type TMessageDelivery = z.infer<typeof ZMessageDelivery>;

/** A message as the log shows it. */
export const ZMessage = z.object({
  messageSid: text(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  from: text(),
  to: text(),
  body: text(),
  /** the messaging library's encoding: GSM7, Latin-1, Unicode or Unidentified */
  encoding: text(),
  /** the spec's parts, as the editor counts them */
  parts: z.number().int(),
  /** what the carrier bills: SMS segments (an MMS is 1) */
  segments: z.number().int(),
  /** an image sent with it: the asset's id, or null */
  mediaAssetId: text().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  errorCode: z.enum(CARRIER_ERROR_CODES).nullable(),
  /** dollars charged; 0 for an inbound message */
  price: ZMoneyText,
  numberSetId: text().nullable(),
  templateId: text().nullable(),
  /** the inbox's conversation it is part of (issue 30) */
  conversationId: text().nullable(),
  /** every status it has had, oldest first */
  statusHistory: z.array(ZMessageEvent),
  /** the webhook deliveries it caused, oldest first */
  webhookDeliveries: z.array(ZMessageDelivery),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type TMessage = z.infer<typeof ZMessage>;

const ZDay = text()
  .refine(isIsoDay, { error: MESSAGE_TEXTS.badDay })
  .optional()
  .describe(
    "a day, YYYY-MM-DD, of the reader's time zone (the user's setting, else the account's, else UTC); inclusive",
  );

const ZDigits = text()
  .trim()
  .regex(/^\d{1,15}$/, MESSAGE_TEXTS.containsDigits)
  .optional();

/** `GET /v3/messages`: newest first, by a keyset cursor (DESIGN.md §7: never OFFSET, never a count). */
export const messagesResource = defineResource({
  name: 'messages',
  label: 'message',
  itemName: (m) => m.messageSid,
  path: '/v3/messages',
  idField: 'messageSid',
  idPrefix: 'SM',
  item: ZMessage,
  access: { read: MESSAGE_READ },
  // sending is messageSendEndpoint's POST on the same path: it is not a row the kit inserts, and
  // a message's record is the log itself, not an audit entry per message
  operations: ['list', 'get'],
  list: {
    sort: ['created'],
    defaultSort: '-created',
    limit: { default: 50, max: 500 },
    filters: {
      direction: z.enum(MESSAGE_DIRECTIONS).optional(),
      status: z.enum(MESSAGE_STATUSES).optional(),
      from: ZDigits.describe('digits the sender contains'),
      to: ZDigits.describe('digits the recipient contains'),
      errorCode: z.enum(CARRIER_ERROR_CODES, { error: MESSAGE_TEXTS.errorCode }).optional(),
      since: ZDay,
      until: ZDay,
    },
  },
});

/** `POST /v3/messages`: send one message; 402 when the account cannot pay for it. */
export const messageSendEndpoint = defineEndpoint({
  name: 'messages-send',
  tag: 'messages',
  path: '/v3/messages',
  calls: {
    send: {
      method: 'POST',
      summary: 'Send a message',
      description:
        'Analysed as the template editor analyses it (encoding, parts, segments; refused past 10 parts), charged per segment (per MMS with an image) in the same transaction, then handed to the network by a job: queued → sent → delivered, or failed/undelivered with the carrier’s error code. 402 when the account is unfunded or the balance does not cover it; 400 for a sender the account does not hold or that lacks the capability, an opted-out recipient, a template, number set or image of another account.',
      access: MESSAGE_SEND,
      body: ZMessageInput,
      answer: ZMessage,
      also: [402],
    },
  },
});

/** `POST /v3/network/inbound`: play the customer on the simulated network (issue 28). */
export const ZInboundInput = z.strictObject({
  from: ZE164.describe('the customer’s number'),
  to: ZE164.describe('a number of the account'),
  body: text({ error: MESSAGE_TEXTS.contentRequired }).min(1, MESSAGE_TEXTS.contentRequired).max(1_600),
});
export type TInboundInput = z.input<typeof ZInboundInput>;

export const ZInboundResult = z.object({
  message: ZMessage,
  /** what the keyword did: opt-out, opt-in, help, or null for an ordinary message */
  keyword: z.enum(['opt-out', 'opt-in', 'help']).nullable(),
  /** the network's answer to a keyword, sent back to the customer */
  reply: ZMessage.nullable(),
});
export type TInboundResult = z.infer<typeof ZInboundResult>;

export const networkInboundEndpoint = defineEndpoint({
  name: 'network-inbound',
  tag: 'messages',
  path: '/v3/network/inbound',
  calls: {
    receive: {
      method: 'POST',
      summary: 'Receive a message from a customer (simulated network)',
      description:
        'Only while the simulated network runs, to a number of the account: the message is received as a carrier would deliver it. STOP (STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) opts the sender out of the account’s messages, START or UNSTOP opts them back in, HELP is answered with the account’s help text; the network answers each keyword.',
      access: MESSAGE_SEND,
      body: ZInboundInput,
      answer: ZInboundResult,
    },
  },
});

/** A recipient who opted out of the account's messages. */
export const ZOptOut = z.object({
  phoneNumber: text(),
  keyword: text(),
  viaNumber: text(),
  /** ISO 8601 */
  created: text(),
});
export type TOptOut = z.infer<typeof ZOptOut>;

/** `GET /v3/opt-outs`: who the account may not message (for /compliance). */
export const optOutsEndpoint = defineEndpoint({
  name: 'opt-outs',
  tag: 'messages',
  path: '/v3/opt-outs',
  calls: {
    list: {
      method: 'GET',
      summary: 'List the recipients who opted out',
      description: 'Newest first. A recipient leaves the list by texting START or UNSTOP.',
      access: MESSAGE_READ,
      answer: ZOptOut,
    },
  },
});

/**
 * The form that sends one message now (a template's test message, the developer page): the
 * sender and the recipient as `POST /v3/messages` checks them; the content is the page's own.
 */
export const ZMessageSendForm = z.strictObject({
  from: text({ error: MESSAGE_TEXTS.senderRequired })
    .trim()
    .min(1, MESSAGE_TEXTS.senderRequired)
    .regex(E164_PATTERN, MESSAGE_TEXTS.toFormat),
  to: ZE164,
});
export type TMessageSendForm = z.input<typeof ZMessageSendForm>;
