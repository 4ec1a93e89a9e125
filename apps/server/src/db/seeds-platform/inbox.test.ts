import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TConversation, TInboxCounts } from '@parley/domain';
import { conversationNotes } from '../schema/index';
import { DEMO_ACCOUNTS } from '../seed';
import { ACME, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { numbersReady } from '../../../test/messaging';
import { seedDemoInbox } from './inbox';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await numbersReady(t.app, t.database.db, [ACME]);
}, 60_000);
afterAll(() => t.app.close());

describe('the demo inbox (issue 30)', () => {
  it('makes the day’s conversations through the inbound and send paths, once', async () => {
    const made = await seedDemoInbox(t.app.db, t.app, DEMO_ACCOUNTS);
    expect(made).toBeGreaterThanOrEqual(20);
    expect(await seedDemoInbox(t.app.db, t.app, DEMO_ACCOUNTS)).toBe(0);
    const agent = bearer((await signIn(t.app, 'agent@acme.test')).accessToken);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: agent })).json().payload;
    const counts = (await get('/v3/inbox/counts')) as TInboxCounts[];
    expect(counts.find((c) => c.view === 'mine')!.open).toBeGreaterThanOrEqual(5);
    expect(counts.find((c) => c.view === 'unassigned')!.unread).toBeGreaterThanOrEqual(3);
    const open = (await get('/v3/inbox/conversations')) as TConversation[];
    expect(open.some((c) => c.optOut?.keyword === 'STOP')).toBe(true);
    expect(open.some((c) => c.contactName === null)).toBe(true);
    const snoozed = (await get('/v3/inbox/conversations?status=snoozed')) as TConversation[];
    expect(snoozed.length).toBeGreaterThanOrEqual(1);
    const notes = await t.database.db
      .select()
      .from(conversationNotes)
      .where(eq(conversationNotes.accountSid, ACME));
    expect(notes.some((n) => n.mentions.length > 0)).toBe(true);
    // the image: an MMS answered by the agent
    const withImage = open.find((c) => c.lastMessage.preview === 'Perfect, I will pick it up today.');
    const timeline = await get(`/v3/inbox/conversations/${withImage!.conversationId}/messages`);
    expect(
      timeline.some(
        (e: { kind: string; message?: { mediaAssetId: string | null } }) => e.message?.mediaAssetId,
      ),
    ).toBe(true);
  }, 120_000);
});
