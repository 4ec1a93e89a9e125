import { z } from 'zod';
import { EVENTS_ACCESS, INBOX_ACCESS } from '../access/inbox';
import {
  INBOX_MESSAGES as M,
  INBOX_NOTE_MAX_LENGTH,
  INBOX_STATUS_LABELS,
  INBOX_VIEW_LABELS,
} from '../texts/inbox-page';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';
import { ZMessage, ZMessageInput, refineMessageContent } from './messages';
import { enumKeys } from '../schemas/enum-keys';

/**
 * The inbox (issue 30): a conversation is one customer number with one of the account's numbers,
 * or with a number set when the number is in one (a set answers as one line), holding every
 * message between them. Views say whose (mine, unassigned, all), statuses where it stands.
 */
export const INBOX_VIEWS = enumKeys(INBOX_VIEW_LABELS);
export type TInboxView = (typeof INBOX_VIEWS)[number];
export const CONVERSATION_STATUSES = enumKeys(INBOX_STATUS_LABELS);
export type TConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** A page of the conversation list; of a conversation's timeline. */
export const INBOX_PAGE_SIZE = 25;
export const TIMELINE_PAGE_SIZE = 50;
export const CONVERSATION_ID_PREFIX = 'CV';
export const NOTE_ID_PREFIX = 'CN';

const ZId = text().trim().min(1).max(64);

/** An inbox: one of the account's numbers, or a number set (its numbers answer as one line). */
export const ZInboxName = z.object({
  /** `number:+14155550100` or `set:<numberSetId>` */
  inboxId: text(),
  kind: z.enum(['number', 'set']),
  name: text(),
  /** the number, or the set's numbers */
  numbers: z.array(text()),
});
export type TInboxName = z.infer<typeof ZInboxName>;

export const ZConversation = z.object({
  conversationId: text(),
  inboxId: text(),
  /** the number or the set's name */
  inboxName: text(),
  customerNumber: text(),
  /** the contact's name when the number is one of the account's contacts, else null */
  contactName: text().nullable(),
  contactId: text().nullable(),
  /** the account's number the last message went through */
  accountNumber: text(),
  status: z.enum(CONVERSATION_STATUSES),
  /** ISO 8601; set while snoozed */
  snoozedUntil: text().nullable(),
  assigneeId: text().nullable(),
  assigneeName: text().nullable(),
  /** customer messages since the conversation was last read */
  unreadCount: z.number().int(),
  lastMessage: z.object({
    /** the first 160 characters */
    preview: text(),
    direction: z.enum(['outbound', 'inbound']),
    /** ISO 8601 */
    at: text(),
    hasMedia: z.boolean(),
  }),
  /** the customer texted STOP to the account and not START since: nothing can be sent */
  optOut: z.object({ keyword: text(), at: text() }).nullable(),
  /** ISO 8601 */
  created: text(),
});
export type TConversation = z.infer<typeof ZConversation>;

/** A conversation opened: the contact panel's data beside it. */
export const ZConversationDetail = ZConversation.extend({
  contact: z
    .object({ contactId: text(), extData: z.record(text(), text()) })
    .nullable()
    .describe('the contact whose phonenumber1 is the customer number, with their attributes'),
  /** the customer's other conversations with the account (other inboxes), newest first */
  otherConversations: z.array(
    z.object({
      conversationId: text(),
      inboxName: text(),
      status: z.enum(CONVERSATION_STATUSES),
      lastAt: text(),
    }),
  ),
});
export type TConversationDetail = z.infer<typeof ZConversationDetail>;

/** `GET /v3/inbox/conversations`: one view, one status, an optional search; newest activity first. */
export const ZConversationQuery = z.strictObject({
  view: z.enum(INBOX_VIEWS).default('all'),
  status: z.enum(CONVERSATION_STATUSES).default('open'),
  q: text()
    .trim()
    .max(64)
    .optional()
    .describe('digits of the customer number, or a part of the contact’s name'),
  inboxId: text().max(80).optional().describe('one inbox of `GET /v3/inbox/names`'),
  cursor: text().max(200).optional(),
});
export type TConversationQuery = z.input<typeof ZConversationQuery>;

/** Per view: open conversations and those of them with unread messages (the badge and the tabs). */
export const ZInboxCounts = z.object({
  view: z.enum(INBOX_VIEWS),
  open: z.number().int(),
  unread: z.number().int(),
});
export type TInboxCounts = z.infer<typeof ZInboxCounts>;

export const ZNote = z.object({
  noteId: text(),
  body: text(),
  authorId: text().nullable(),
  authorName: text(),
  /** the users the note mentions (clientIds) */
  mentions: z.array(text()),
  /** ISO 8601 */
  created: text(),
});
export type TNote = z.infer<typeof ZNote>;

/** The timeline: messages and notes, newest first. */
export const ZTimelineEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    at: text(),
    message: ZMessage,
    /**
     * the image's address under the portal's public `/media/` (carriers fetch it there), so
     * whoever reads the conversation sees it without the asset library's privilege; null without
     * an image or once it was deleted
     */
    mediaPath: text().nullable(),
  }),
  z.object({ kind: z.literal('note'), at: text(), note: ZNote }),
]);
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

/** `PUT /v3/inbox/conversations/{id}`: any of the assignee, the status (with a snooze's end), read. */
export const ZConversationUpdate = z
  .strictObject({
    assigneeId: ZId.nullable().optional().describe('a user of the account with global-inbox; null unassigns'),
    status: z.enum(CONVERSATION_STATUSES).optional(),
    snoozedUntil: z.iso
      .datetime({ offset: true, error: M.snoozeRequired })
      .optional()
      .describe('ISO 8601, in the future; required with status snoozed'),
    read: z.literal(true).optional().describe('marks the conversation read'),
  })
  .superRefine((input, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (input.assigneeId === undefined && input.status === undefined && input.read === undefined)
      issue(M.nothingToChange, 'status');
    if (input.status === 'snoozed' && input.snoozedUntil === undefined)
      issue(M.snoozeRequired, 'snoozedUntil');
    if (input.status !== 'snoozed' && input.snoozedUntil !== undefined)
      issue(M.snoozeOnlyWhenSnoozed, 'snoozedUntil');
  });
export type TConversationUpdate = z.input<typeof ZConversationUpdate>;

export const ZNoteInput = z.strictObject({
  body: text({ error: M.noteRequired })
    .trim()
    .min(1, M.noteRequired)
    .max(INBOX_NOTE_MAX_LENGTH, M.noteTooLong),
  mentions: z.array(ZId).max(20).default([]).describe('clientIds of the users mentioned'),
});
export type TNoteInput = z.input<typeof ZNoteInput>;

/** A reply: `POST /v3/messages`' content fields; the sender and recipient are the conversation's. */
export const ZReplyInput = z
  .strictObject({
    body: ZMessageInput.shape.body,
    templateId: ZMessageInput.shape.templateId,
    variables: ZMessageInput.shape.variables,
    mediaAssetId: ZMessageInput.shape.mediaAssetId,
    idempotencyKey: ZMessageInput.shape.idempotencyKey,
  })
  .superRefine(refineMessageContent);
export type TReplyInput = z.input<typeof ZReplyInput>;

const ZConversationParams = z.strictObject({ id: ZId });

export const inboxEndpoint = defineEndpoint({
  name: 'inbox',
  tag: 'inbox',
  path: '/v3/inbox/conversations',
  calls: {
    list: {
      method: 'GET',
      summary: 'List conversations',
      description:
        'One view (mine, unassigned, all) and status (open, snoozed, closed), newest activity first, 25 a page by keyset cursor. `q` finds digits of the customer number or a part of the contact’s name.',
      access: INBOX_ACCESS,
      query: ZConversationQuery,
      answer: ZConversation,
      paged: true,
    },
    counts: {
      method: 'GET',
      path: '/v3/inbox/counts',
      summary: 'Count open and unread conversations per view',
      access: INBOX_ACCESS,
      answer: ZInboxCounts,
    },
    get: {
      method: 'GET',
      path: '/v3/inbox/conversations/:id',
      summary: 'Get a conversation, with its contact',
      access: INBOX_ACCESS,
      params: ZConversationParams,
      answer: ZConversationDetail,
      notFound: true,
    },
    timeline: {
      method: 'GET',
      path: '/v3/inbox/conversations/:id/messages',
      summary: 'List a conversation’s messages and notes',
      description:
        'Newest first, 50 a page by keyset cursor: each entry a message (with its receipts) or an internal note.',
      access: INBOX_ACCESS,
      params: ZConversationParams,
      query: z.strictObject({ cursor: text().max(200).optional() }),
      answer: ZTimelineEntry,
      notFound: true,
      paged: true,
    },
    reply: {
      method: 'POST',
      path: '/v3/inbox/conversations/:id/messages',
      summary: 'Reply in a conversation',
      description:
        'Sent as `POST /v3/messages` sends (its checks, its charge, 402 when unfunded), to the customer, from the conversation’s number or set.',
      access: INBOX_ACCESS,
      params: ZConversationParams,
      body: ZReplyInput,
      answer: ZMessage,
      notFound: true,
      also: [402],
    },
    update: {
      method: 'PUT',
      path: '/v3/inbox/conversations/:id',
      summary: 'Assign, close, reopen, snooze or mark read',
      access: INBOX_ACCESS,
      params: ZConversationParams,
      body: ZConversationUpdate,
      answer: ZConversation,
      notFound: true,
    },
    note: {
      method: 'POST',
      path: '/v3/inbox/conversations/:id/notes',
      summary: 'Add an internal note',
      description: 'Seen by the account’s users only, never sent; mentions name users of the account.',
      access: INBOX_ACCESS,
      params: ZConversationParams,
      body: ZNoteInput,
      answer: ZNote,
      notFound: true,
    },
    simulateReply: {
      method: 'POST',
      path: '/v3/inbox/conversations/:id/simulated-reply',
      summary: 'Have the customer reply (simulated network)',
      description:
        'Only while the simulated network runs: the customer answers the conversation, received as any inbound message (unread, live, the conversation opened again). 400 on a real carrier.',
      access: INBOX_ACCESS,
      params: ZConversationParams,
      body: z.strictObject({}),
      answer: ZMessage,
      notFound: true,
    },
    names: {
      method: 'GET',
      path: '/v3/inbox/names',
      summary: 'List the inboxes (doc 001 §7’s inbox name list)',
      description: 'The account’s numbers able to text, and its number sets, each an inbox.',
      access: INBOX_ACCESS,
      answer: ZInboxName,
    },
    agents: {
      method: 'GET',
      path: '/v3/inbox/agents',
      summary: 'List who a conversation can be assigned to',
      description: 'The account’s users holding global-inbox.',
      access: INBOX_ACCESS,
      answer: z.object({ clientId: text(), name: text(), username: text() }),
    },
  },
});

/** A live event (`GET /v3/events`, Server-Sent Events): the id is the replay cursor (Last-Event-ID). */
export const ACCOUNT_EVENT_TYPES = [
  'message.created',
  'message.updated',
  'conversation.updated',
  'note.created',
] as const;
export type TAccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];

export const ZAccountEvent = z.object({
  type: z.enum(ACCOUNT_EVENT_TYPES),
  conversationId: text().nullable(),
  /** the message's sid, the note's id */
  subjectId: text().nullable(),
  /** the users the event is for only (a mention), or null for everyone of the account */
  mentions: z.array(text()).nullable(),
});
export type TAccountEvent = z.infer<typeof ZAccountEvent>;

export const EVENTS_PATH = '/v3/events';
export { EVENTS_ACCESS };
