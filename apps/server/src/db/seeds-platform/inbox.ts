import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CLIENT_ID_PREFIX } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { assetBlobs, assets, contacts, conversationNotes, phoneNumbers } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';
import type { Platform } from '../../platform';
import type { JobEnqueuer } from '../../jobs/define';
import { HttpError } from '../../lib/errors';
import { handOver } from '../../modules/messages/handover';
import { receiveInbound } from '../../modules/messages/inbound-repository';
import {
  addNote,
  openConversationsBefore,
  replied,
  updateConversation,
} from '../../modules/messages/inbox-repository';
import { sendMessage } from '../../modules/messages/send-repository';

/** One of the demo's conversations of the day: what the customer says, and what the team did. */
interface Script {
  ask: string;
  answer?: string;
  follow?: string;
  assign?: 'agent' | 'supervisor';
  note?: string;
  status?: 'closed' | 'snoozed';
  /** the customer opts out after the answer */
  stop?: boolean;
  /** the answer carries one of Acme's images (an MMS) */
  image?: boolean;
  /** a number that is not one of Acme's contacts */
  stranger?: boolean;
}

const SCRIPTS: Script[] = [
  { ask: 'Hi, where is my order #10482? It was due yesterday.', assign: 'agent' },
  {
    ask: 'Do you have the blue jacket in size M?',
    answer: 'We do! Here it is.',
    image: true,
    follow: 'Perfect, I will pick it up today.',
  },
  {
    ask: 'Can I return an item without the receipt?',
    answer: 'Yes, with the card you paid with. Bring it to any store within 30 days.',
    status: 'closed',
  },
  {
    ask: 'My package says delivered but I do not have it.',
    assign: 'agent',
    note: 'Carrier claim may be needed. @Ada Agarwal can you check with the courier?',
  },
  { ask: 'Please stop texting me.', answer: 'Sorry about that, we will not message you again.', stop: true },
  {
    ask: 'What time do you open on Saturday?',
    answer: 'We open at 9:00 on Saturdays.',
    follow: 'Thanks!',
    status: 'closed',
  },
  {
    ask: 'I was charged twice for order #10511.',
    assign: 'supervisor',
    note: 'Refund the duplicate charge once the bank confirms. @Ada Agarwal FYI',
  },
  { ask: 'Is the sale still on this weekend?', stranger: true },
  {
    ask: 'Can I change the delivery address for order #10533?',
    answer: 'Sure, what is the new address?',
    follow: '42 Elm Street, Springfield',
    assign: 'agent',
  },
  { ask: 'Hello? Anyone there?', stranger: true },
  {
    ask: 'Do you ship to Canada?',
    answer: 'Yes, to every province. Shipping takes 5-7 business days.',
    status: 'snoozed',
  },
  {
    ask: 'The zipper on my bag broke after a week.',
    assign: 'agent',
    note: 'Warranty covers it: offer a replacement.',
  },
  {
    ask: 'Can I get the tracking number for order #10560?',
    answer: 'It is 1Z999AA10123456784.',
    follow: 'Got it, thank you!',
  },
  {
    ask: 'Are you hiring for the holidays?',
    stranger: true,
    status: 'closed',
    answer: 'Yes! Apply at acme.example/jobs.',
  },
  { ask: 'I need to cancel my appointment tomorrow.', assign: 'agent' },
  { ask: 'Which store has the red sneakers in stock?', answer: 'The downtown store has 3 pairs left.' },
  { ask: 'Why was my card declined?', assign: 'supervisor' },
  { ask: 'Thanks for the quick delivery!', answer: 'Glad it arrived safely. Enjoy!', status: 'closed' },
  { ask: 'Can I use two coupons on one order?', stranger: true },
  {
    ask: 'My order #10577 is missing an item.',
    assign: 'agent',
    note: 'Warehouse to ship the missing item today.',
  },
  { ask: 'Is there parking at the mall store?', answer: 'Yes, free parking on level 2.' },
  { ask: 'When will the winter collection arrive?', follow: 'I mean in the Springfield store.' },
  { ask: 'Do you price match?' },
  {
    ask: 'I would like to speak to a manager about my refund.',
    assign: 'supervisor',
    note: '@Ada Agarwal please do not promise a date yet.',
  },
];

/** Minutes from the first of the day's conversations to now. */
const SPAN_MINUTES = 8 * 60;

/**
 * Acme's inbox of the day (issue 30): a few dozen customers writing in, made through the inbound
 * path and the send path (as the network and the agents would), some answered by the agent, some
 * assigned, with notes, one who texts STOP, one answered with an image; and the 30 days of demo
 * traffic before it closed, as a team that keeps its inbox tidy would have left it. Only while
 * Acme has no note (a user's inbox is never touched again).
 */
export async function seedDemoInbox(db: Db, platform: Platform, accounts: DemoAccounts): Promise<number> {
  const accountSid = accounts.acme.accountSid;
  const [any] = await db
    .select({ one: sql`1` })
    .from(conversationNotes)
    .where(eq(conversationNotes.accountSid, accountSid))
    .limit(1);
  if (any) return 0;
  const [ours] = await db
    .select({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.accountSid, accountSid),
        isNull(phoneNumbers.releasedAt),
        isNull(phoneNumbers.numberSetId),
        eq(phoneNumbers.smsEnabled, true),
        eq(phoneNumbers.mmsEnabled, true),
        eq(phoneNumbers.status, 'active'),
      ),
    )
    .orderBy(asc(phoneNumbers.phoneNumber))
    .limit(1);
  if (!ours) return 0;
  const customers = (
    await db
      .select({ phone: contacts.phoneNumber })
      .from(contacts)
      .where(and(eq(contacts.accountSid, accountSid), sql`${contacts.phoneNumber} ~ '^\\+1[2-9][0-9]{9}$'`))
      .orderBy(sql`${contacts.contactId} desc`)
      .limit(SCRIPTS.length)
  ).map((r) => r.phone);
  const [image] = await db
    .select({ id: assets.id })
    .from(assets)
    .innerJoin(assetBlobs, eq(assetBlobs.hash, assets.blobHash))
    .where(eq(assets.accountSid, accountSid))
    .orderBy(asc(assetBlobs.size))
    .limit(1);
  const agent = { accountId: accountSid, clientId: demoId(CLIENT_ID_PREFIX, 'agent@acme.test') };
  const supervisor = { accountId: accountSid, clientId: demoId(CLIENT_ID_PREFIX, 'supervisor@acme.test') };
  const jobs = platform.jobs as unknown as JobEnqueuer;
  const net = { network: platform.network, jobs };
  const now = Date.now();

  // the month's traffic, answered and closed long ago
  const before = new Date(now - 2 * 86_400_000);
  for (const id of await openConversationsBefore(db, accountSid, before))
    await db.transaction((tx) =>
      updateConversation(tx, supervisor, id, { status: 'closed', read: true }, new Date()),
    );

  let made = 0;
  for (const [i, s] of SCRIPTS.entries()) {
    const customer = s.stranger
      ? `+1312555${String(1200 + i).padStart(4, '0')}`
      : customers[i % customers.length];
    if (!customer) continue;
    const start = now - (SPAN_MINUTES - (i * SPAN_MINUTES) / SCRIPTS.length) * 60_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const receive = (body: string, minutes: number) =>
      receiveInbound(
        db,
        net,
        accountSid,
        { from: customer, to: ours.phoneNumber, body },
        { at: at(minutes), enqueue: false },
      );
    try {
      const asked = await receive(s.ask, 0);
      const id = asked.message.conversationId!;
      if (s.answer) {
        const sent = await sendMessage(
          db,
          net,
          { accountSid, clientId: agent.clientId },
          {
            from: ours.phoneNumber,
            to: customer,
            body: s.answer,
            ...(s.image && image ? { mediaAssetId: image.id } : {}),
          },
          { at: at(4), enqueue: false },
        );
        await handOver(db, net, sent.messageSid);
        await db.transaction((tx) => replied(tx, agent, id, at(4)));
      }
      if (s.follow) await receive(s.follow, 9);
      if (s.stop) {
        const result = await receive('STOP', 12);
        if (result.reply) await handOver(db, net, result.reply.messageSid);
      }
      const who = s.assign === 'agent' ? agent : s.assign === 'supervisor' ? supervisor : null;
      if (who)
        await db.transaction((tx) =>
          updateConversation(tx, supervisor, id, { assigneeId: who.clientId }, new Date()),
        );
      if (s.note)
        await db.transaction((tx) =>
          addNote(
            tx,
            supervisor,
            id,
            { body: s.note!, mentions: s.note!.includes('@Ada') ? [agent.clientId] : [] },
            new Date(),
          ),
        );
      if (s.status === 'closed')
        await db.transaction((tx) => updateConversation(tx, agent, id, { status: 'closed' }, new Date()));
      if (s.status === 'snoozed') {
        const until = new Date(now + 86_400_000).toISOString();
        await db.transaction((tx) =>
          updateConversation(tx, agent, id, { status: 'snoozed', snoozedUntil: until }, new Date()),
        );
      }
      made++;
    } catch (err) {
      // a customer who texted STOP in the month's traffic cannot be answered: the next one
      if (err instanceof HttpError && err.statusCode === 400) continue;
      throw err;
    }
  }
  return made;
}
