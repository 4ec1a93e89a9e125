import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  INBOX_MESSAGES,
  MESSAGE_TEXTS,
  fillText,
  type TConversation,
  type TConversationDetail,
  type TInboxCounts,
  type TTimelineEntry,
} from '@parley/domain';
import { accountConfig, assetBlobs, assets, conversations, ledgerEntries } from '../../db/schema/index';
import { ACME, GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import type { JobEnqueuer } from '../../jobs/define';
import { sendMessage } from './send-repository';
import { activeNumbers, numbersReady, recipient as recipientOn } from '../../../test/messaging';

let t: TestContext;
let owner: Record<string, string>;
let agent: Record<string, string>;
let agentId: string;
let webrtcId: string;
let globex: Record<string, string>;
/** an Acme number outside any set, able to text */
let ours: string;

beforeAll(async () => {
  t = await buildTestApp();
  const o = await signIn(t.app, 'owner@acme.test');
  owner = bearer(o.accessToken);
  const a = await signIn(t.app, 'agent@acme.test');
  agent = bearer(a.accessToken);
  agentId = a.session.clientId;
  webrtcId = (await signIn(t.app, 'webrtc@acme.test')).session.clientId;
  globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
  await numbersReady(t.app, t.database.db, [ACME]);
  ours = (await activeNumbers(t.database.db, ACME)).find(
    (n) => n.smsEnabled && n.mmsEnabled && n.numberType === 1 && !n.numberSetId,
  )!.phoneNumber;
}, 60_000);
afterAll(() => t.app.close());

const recipient = (kind: 'mobile' | 'landline', start: number) => recipientOn(t.app, kind, start);

const inbound = (from: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v3/network/inbound',
    headers: owner,
    payload: { from, to: ours, body },
  });
const list = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/v3/inbox/conversations${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payload: TConversation[]; page: { nextCursor: string | null } };
};
const conversationOf = async (customer: string) =>
  (await list(owner, `?q=${encodeURIComponent(customer.slice(2))}`)).payload.find(
    (c) => c.customerNumber === customer,
  )!;
const put = (id: string, payload: Record<string, unknown>, headers = agent) =>
  t.app.inject({ method: 'PUT', url: `/v3/inbox/conversations/${id}`, headers, payload });
const timeline = async (id: string, headers = agent) => {
  const res = await t.app.inject({ method: 'GET', url: `/v3/inbox/conversations/${id}/messages`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as TTimelineEntry[];
};

describe('conversations (issue 30)', () => {
  it('opens one on a customer message, unread, listed for an agent, and counted', async () => {
    const customer = await recipient('mobile', 3105550100);
    expect((await inbound(customer, 'Where is my order #1234?')).statusCode).toBe(200);
    const c = await conversationOf(customer);
    expect(c).toMatchObject({
      customerNumber: customer,
      accountNumber: ours,
      inboxId: `number:${ours}`,
      status: 'open',
      assigneeId: null,
      unreadCount: 1,
      lastMessage: { preview: 'Where is my order #1234?', direction: 'inbound' },
      optOut: null,
    });
    const unassigned = await list(agent, '?view=unassigned');
    expect(unassigned.payload.map((x) => x.conversationId)).toContain(c.conversationId);
    const counts = (await t.app.inject({ method: 'GET', url: '/v3/inbox/counts', headers: agent })).json()
      .payload as TInboxCounts[];
    expect(counts.find((x) => x.view === 'unassigned')!.unread).toBeGreaterThanOrEqual(1);
  });

  it('replies from the conversation’s number, charges it, reads and takes the conversation', async () => {
    const customer = await recipient('mobile', 3105550200);
    await inbound(customer, 'Do you deliver on Sundays?');
    const c = await conversationOf(customer);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v3/inbox/conversations/${c.conversationId}/messages`,
      headers: agent,
      payload: { body: 'Yes, from 10 to 4.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload[0]).toMatchObject({ from: ours, to: customer, direction: 'outbound' });
    const after = await conversationOf(customer);
    expect(after).toMatchObject({
      unreadCount: 0,
      assigneeId: agentId,
      lastMessage: { direction: 'outbound' },
    });
    const entries = await timeline(c.conversationId);
    expect(entries.map((e) => (e.kind === 'message' ? e.message.body : e.note.body))).toEqual([
      'Yes, from 10 to 4.',
      'Do you deliver on Sundays?',
    ]);
  });

  it('assigns, snoozes until a time, and a customer message opens it again', async () => {
    const customer = await recipient('mobile', 3105550300);
    await inbound(customer, 'Hello?');
    const { conversationId: id } = await conversationOf(customer);
    expect((await put(id, { assigneeId: agentId })).json().payload[0]).toMatchObject({ assigneeId: agentId });
    expect((await list(agent, '?view=mine')).payload.map((x) => x.conversationId)).toContain(id);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const snoozed = await put(id, { status: 'snoozed', snoozedUntil: until });
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    expect(snoozed.json().payload[0]).toMatchObject({ status: 'snoozed' });
    expect((await list(agent, '?status=snoozed')).payload.map((x) => x.conversationId)).toContain(id);
    await inbound(customer, 'Anyone there?');
    expect((await conversationOf(customer)).status).toBe('open');
    expect((await put(id, { status: 'closed' })).json().payload[0]).toMatchObject({ status: 'closed' });
  });

  it('keeps notes in the timeline, never sent, with mentions of the account’s users', async () => {
    const customer = await recipient('mobile', 3105550400);
    await inbound(customer, 'I need a refund');
    const { conversationId: id } = await conversationOf(customer);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v3/inbox/conversations/${id}/notes`,
      headers: owner,
      payload: { body: '@Agent please check order 88', mentions: [agentId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = await timeline(id);
    expect(first).toMatchObject({
      kind: 'note',
      note: { body: '@Agent please check order 88', mentions: [agentId] },
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/v3/inbox/conversations/${id}`, headers: agent })
    ).json().payload[0] as TConversationDetail;
    expect(detail.lastMessage.preview).toBe('I need a refund');
  });

  it('has the simulated customer reply, received as any customer message', async () => {
    const customer = await recipient('mobile', 3105550700);
    await inbound(customer, 'Hi there');
    const { conversationId: id } = await conversationOf(customer);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v3/inbox/conversations/${id}/simulated-reply`,
      headers: agent,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload[0]).toMatchObject({
      direction: 'inbound',
      from: customer,
      to: ours,
      conversationId: id,
    });
    expect((await conversationOf(customer)).unreadCount).toBe(2);
  });

  it('leaves the platform’s own sends closed until someone answers; a person’s send opens it', async () => {
    const customer = await recipient('mobile', 3105550800);
    const platform = { network: t.app.network, jobs: t.app.jobs as unknown as JobEnqueuer };
    const blast = await sendMessage(
      t.app.db,
      platform,
      { accountSid: ACME, clientId: null },
      { from: ours, to: customer, body: 'Sale!' },
    );
    const [made] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, blast.conversationId!));
    expect(made).toMatchObject({ status: 'closed', unreadCount: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/messages',
      headers: owner,
      payload: { from: ours, to: customer, body: 'Hello again' },
    });
    expect(res.json().payload[0].conversationId).toBe(blast.conversationId);
    expect((await conversationOf(customer)).status).toBe('open');
  });

  it('shows a reply’s image to an agent without the asset library, from its public address; deleted, none', async () => {
    const customer = await recipient('mobile', 3105550900);
    await inbound(customer, 'Can I see the colours?');
    const c = await conversationOf(customer);
    const [image] = await t.database.db
      .select({ id: assets.id })
      .from(assets)
      .innerJoin(assetBlobs, eq(assetBlobs.hash, assets.blobHash))
      .where(eq(assets.accountSid, ACME))
      .orderBy(asc(assetBlobs.size))
      .limit(1);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/v3/inbox/conversations/${c.conversationId}/messages`,
      headers: agent,
      payload: { body: 'Here they are.', mediaAssetId: image!.id },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const entryOf = async () => {
      const [newest] = await timeline(c.conversationId);
      return newest!.kind === 'message' ? newest : null;
    };
    const shown = await entryOf();
    expect(shown?.mediaPath).toMatch(/^\/media\/[0-9a-f]{32}\.(png|jpg|jpeg|gif)$/);
    // the agent has no asset-read, yet the image is the one carriers fetch, without a session
    expect(
      (await t.app.inject({ method: 'GET', url: `/v3/assets/${image!.id}`, headers: agent })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: shown!.mediaPath! })).statusCode).toBe(200);

    await t.database.db.delete(assets).where(eq(assets.id, image!.id));
    expect((await entryOf())?.mediaPath).toBeNull();
  });

  it('lists inboxes and the users a conversation can go to', async () => {
    const names = (await t.app.inject({ method: 'GET', url: '/v3/inbox/names', headers: agent })).json()
      .payload;
    expect(names).toContainEqual(expect.objectContaining({ inboxId: `number:${ours}`, kind: 'number' }));
    const agents = (await t.app.inject({ method: 'GET', url: '/v3/inbox/agents', headers: agent })).json()
      .payload as { clientId: string }[];
    expect(agents.map((x) => x.clientId)).toContain(agentId);
    expect(agents.map((x) => x.clientId)).not.toContain(webrtcId);
  });

  it('filters the list by inbox: one number’s conversations only; an inbox the account lacks, none', async () => {
    const customer = await recipient('mobile', 3105551100);
    await inbound(customer, 'Which inbox am I in?');
    const mine = await list(agent, `?view=all&inboxId=${encodeURIComponent(`number:${ours}`)}`);
    expect(mine.payload.map((c) => c.customerNumber)).toContain(customer);
    expect(mine.payload.every((c) => c.inboxId === `number:${ours}`)).toBe(true);
    const other = await list(agent, `?view=all&inboxId=${encodeURIComponent('number:+12025550000')}`);
    expect(other.payload).toEqual([]);
  });

  it('pages the list by cursor, newest activity first, without repeats', async () => {
    const base = 3105551000;
    for (let i = 0; i < 27; i++) await inbound(`+1${base + i}`, `Paging ${i}`);
    const first = await list(agent, '?q=310555');
    expect(first.payload).toHaveLength(25);
    expect(first.page.nextCursor).not.toBeNull();
    const second = await list(agent, `?q=310555&cursor=${first.page.nextCursor}`);
    const ids = [...first.payload, ...second.payload].map((c) => c.conversationId);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.payload, ...second.payload].map((c) => c.lastMessage.at);
    expect([...times].sort().reverse()).toEqual(times);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v3/inbox/conversations?cursor=nope',
      headers: agent,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('refusals (issue 30)', () => {
  let id: string;
  let customer: string;
  beforeAll(async () => {
    customer = await recipient('mobile', 3105550500);
    await inbound(customer, 'Hi');
    id = (await conversationOf(customer)).conversationId;
  });
  const charges = async () =>
    (
      await t.database.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountSid, ACME))
    )[0]!.n;

  it('answers 404 for another account’s conversation, whatever the call, and changes nothing', async () => {
    const calls = [
      { method: 'GET' as const, url: `/v3/inbox/conversations/${id}` },
      { method: 'GET' as const, url: `/v3/inbox/conversations/${id}/messages` },
      { method: 'POST' as const, url: `/v3/inbox/conversations/${id}/messages`, payload: { body: 'x' } },
      { method: 'PUT' as const, url: `/v3/inbox/conversations/${id}`, payload: { status: 'closed' } },
      { method: 'POST' as const, url: `/v3/inbox/conversations/${id}/notes`, payload: { body: 'x' } },
    ];
    // Globex has the inbox turned on for this test: the 404 is the tenancy's, not the feature's
    await t.database.db
      .insert(accountConfig)
      .values({ accountSid: GLOBEX.accountSid, key: 'feature_inbox_enabled', value: '1' })
      .onConflictDoUpdate({ target: [accountConfig.accountSid, accountConfig.key], set: { value: '1' } });
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: globex });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await conversationOf(customer)).status).toBe('open');
  });

  it('refuses an assignee without global-inbox, a snooze in the past, a long note, a stranger mentioned', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ assigneeId: webrtcId }, 'assigneeId', INBOX_MESSAGES.assigneeUnknown],
      [{ assigneeId: GLOBEX.ownerClientId }, 'assigneeId', INBOX_MESSAGES.assigneeUnknown],
      [
        { status: 'snoozed', snoozedUntil: '2020-01-01T00:00:00Z' },
        'snoozedUntil',
        INBOX_MESSAGES.snoozeInPast,
      ],
      [{ status: 'snoozed' }, 'snoozedUntil', INBOX_MESSAGES.snoozeRequired],
      [{}, 'status', INBOX_MESSAGES.nothingToChange],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContainEqual(expect.objectContaining({ field, message }));
    }
    const note = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/v3/inbox/conversations/${id}/notes`, headers: agent, payload });
    const long = await note({ body: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error[0].message).toBe(INBOX_MESSAGES.noteTooLong);
    const stranger = await note({ body: 'hi', mentions: [GLOBEX.ownerClientId] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error[0].message).toBe(INBOX_MESSAGES.mentionUnknown);
    expect((await timeline(id)).filter((e) => e.kind === 'note')).toHaveLength(0);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ status: 'open', assigneeId: null });
  });

  it('refuses a reply to a customer who opted out, sends and charges nothing', async () => {
    const stop = await recipient('mobile', 3105550600);
    await inbound(stop, 'STOP');
    const c = await conversationOf(stop);
    expect(c.optOut).toMatchObject({ keyword: 'STOP' });
    const before = await charges();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v3/inbox/conversations/${c.conversationId}/messages`,
      headers: agent,
      payload: { body: 'Please come back' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].message).toBe(fillText(MESSAGE_TEXTS.optedOut, { number: stop }));
    expect(await charges()).toBe(before);
    await inbound(stop, 'START');
    expect((await conversationOf(stop)).optOut).toBeNull();
  });

  it('answers 403 saying the inbox is not enabled on an account without it', async () => {
    await t.database.db
      .update(accountConfig)
      .set({ value: '0' })
      .where(and(eq(accountConfig.accountSid, ACME), eq(accountConfig.key, 'feature_inbox_enabled')));
    try {
      const asAgent = await t.app.inject({ method: 'GET', url: '/v3/inbox/conversations', headers: agent });
      expect(asAgent.statusCode).toBe(403);
      expect(asAgent.json().error[0]).toMatchObject({
        message: INBOX_MESSAGES.notEnabledAskAdmin,
        field: 'feature_inbox_enabled',
      });
      const asOwner = await t.app.inject({ method: 'GET', url: '/v3/inbox/names', headers: owner });
      expect(asOwner.json().error[0].message).toBe(INBOX_MESSAGES.notEnabledCanEnable);
    } finally {
      await t.database.db
        .update(accountConfig)
        .set({ value: '1' })
        .where(and(eq(accountConfig.accountSid, ACME), eq(accountConfig.key, 'feature_inbox_enabled')));
    }
  });

  it('answers 403 to a user without global-inbox', async () => {
    const webrtc = bearer((await signIn(t.app, 'webrtc@acme.test')).accessToken);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v3/inbox/conversations', headers: webrtc })).statusCode,
    ).toBe(403);
  });
});
