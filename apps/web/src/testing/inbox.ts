// The inbox's answers for its component tests (issue 30).
import {
  contactAttributes,
  type TConversation,
  type TConversationDetail,
  type TInboxCounts,
  type TMessage,
  type TNote,
  type TTimelineEntry,
} from '@parley/domain';
import { makeSession } from '@/testing/data';
import { json, ok, type TStubHandler } from '@/testing/fetch-stub';

export const INBOX_ON = { funded: '1', feature_inbox_enabled: '1' };
export const OWNER = makeSession({ accountConfig: INBOX_ON });
export const AGENT = makeSession({
  roles: ['gi-agent'],
  clientId: `CL${'2'.padStart(32, '0')}`,
  displayName: 'Alex Agent',
  firstName: 'Alex',
  lastName: 'Agent',
  username: 'agent@acme.test',
  accountConfig: INBOX_ON,
});

export const AGENTS = [
  { clientId: OWNER.clientId, name: 'Olivia Owner', username: OWNER.username },
  { clientId: AGENT.clientId, name: 'Alex Agent', username: AGENT.username },
];

export const conversation = (n: number, more: Partial<TConversation> = {}): TConversation => ({
  conversationId: `CV${n}`,
  inboxId: 'number:+14155550100',
  inboxName: 'Main line',
  customerNumber: `+1415555${String(1000 + n)}`,
  contactName: null,
  contactId: null,
  accountNumber: '+14155550100',
  status: 'open',
  snoozedUntil: null,
  assigneeId: null,
  assigneeName: null,
  unreadCount: 0,
  lastMessage: {
    preview: `Message ${n}`,
    direction: 'inbound',
    at: new Date(Date.now() - n * 60_000).toISOString(),
    hasMedia: false,
  },
  optOut: null,
  created: '2026-11-01T09:00:00.000Z',
  ...more,
});

export const detail = (c: TConversation, more: Partial<TConversationDetail> = {}): TConversationDetail => ({
  ...c,
  contact: null,
  otherConversations: [],
  ...more,
});

export const message = (n: number, more: Partial<TMessage> = {}): TMessage => ({
  messageSid: `SM${String(n).padStart(32, '0')}`,
  direction: 'inbound',
  from: '+14155551001',
  to: '+14155550100',
  body: `Message ${n}`,
  encoding: 'GSM7',
  parts: 1,
  segments: 1,
  mediaAssetId: null,
  status: 'received',
  errorCode: null,
  price: '0.0000',
  numberSetId: null,
  templateId: null,
  conversationId: 'CV1',
  statusHistory: [],
  webhookDeliveries: [],
  created: `2026-11-27T10:${String(n).padStart(2, '0')}:00.000Z`,
  updated: `2026-11-27T10:${String(n).padStart(2, '0')}:00.000Z`,
  ...more,
});

export const messageEntry = (m: TMessage, mediaPath: string | null = null): TTimelineEntry => ({
  kind: 'message',
  at: m.created,
  message: m,
  mediaPath,
});
export const noteEntry = (n: TNote): TTimelineEntry => ({ kind: 'note', at: n.created, note: n });

/** A page of a paged inbox answer, newest first, with the next page's cursor. */
export const page = (items: readonly unknown[], nextCursor: string | null = null, limit = 25) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor, limit } });

export const counts = (mine = 0, unassigned = 0, all = mine + unassigned): TInboxCounts[] => [
  { view: 'mine', open: mine, unread: mine },
  { view: 'unassigned', open: unassigned, unread: unassigned },
  { view: 'all', open: all, unread: all },
];

/** What the reply composer loads (the attributes, the user's settings, the price list). */
export const COMPOSER_LOADS: Record<string, TStubHandler> = {
  'GET /v4/contact/attributes': () => ok(...contactAttributes('[]')),
  'GET /v3/user/config': () => ok(),
  'GET /v3/pricing/rates': () => ok(),
};
