import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { contacts, messages, numberSets, phoneNumbers } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';
import type { Platform } from '../../platform';
import type { JobEnqueuer } from '../../jobs/define';
import { finishOrder, orderingNumber } from '../../modules/numbers/order-repository';
import { HttpError } from '../../lib/errors';
import { handOver } from '../../modules/messages/handover';
import { receiveInbound } from '../../modules/messages/inbound-repository';
import { sendMessage } from '../../modules/messages/send-repository';
import { hashOf, unit } from '../../network/simulated/hash';

/** Acme's last 30 days of traffic (issue 28): about this many messages a weekday. */
const DEMO_DAYS = 30;
const WEEKDAY_MESSAGES = 80;
const RECIPIENTS = 240;

const BODIES = [
  'Hi! Your order has shipped and will arrive in 2-3 business days. Reply STOP to opt out.',
  'Reminder: your appointment is tomorrow at 10:00. Reply C to confirm.',
  'Your verification code is 482913. It expires in 10 minutes.',
  'Spring sale: 20% off everything this weekend at Acme. Reply STOP to opt out.',
  'Thanks for contacting Acme support. An agent will reply shortly.',
  'Your payment of $42.50 was received. Thank you!',
  'Hi, this is Acme. We tried to reach you about your service request. Call us back at your convenience.',
  'Great news! Your repair is complete and ready for pickup 🎉',
] as const;
const REPLIES = ['C', 'Thanks!', 'Can I move it to Friday?', 'Yes please', 'Who is this?', 'ok 👍'] as const;

/** A time in the day `daysAgo` before now, in business hours (UTC 13:00–23:00, the US day), from a hash. */
const timeOf = (daysAgo: number, h: number) => {
  const now = new Date();
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo);
  return new Date(day + (13 + 10 * unit(h)) * 3_600_000);
};

/**
 * Acme's traffic of the last 30 days, made the way the platform makes it: its numbers' orders
 * completed through the carrier (as the order jobs would), then each message sent by the send
 * path (checks, the charge, the row) and handed to the simulated network, whose receipts, failures
 * and their codes come from the network; customers' replies and a few STOPs come in through the
 * inbound path. Dated in their days (the simulated past); only while Acme has no message.
 */
export async function seedDemoMessages(db: Db, platform: Platform, accounts: DemoAccounts): Promise<number> {
  const accountSid = accounts.acme.accountSid;
  const [any] = await db
    .select({ one: sql`1` })
    .from(messages)
    .where(eq(messages.accountSid, accountSid))
    .limit(1);
  if (any) return 0;
  const held = await db
    .select({ id: phoneNumbers.id, phoneNumber: phoneNumbers.phoneNumber, sms: phoneNumbers.smsEnabled })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.accountSid, accountSid), isNull(phoneNumbers.releasedAt)))
    .orderBy(asc(phoneNumbers.phoneNumber));
  for (const n of held) {
    const pending = await orderingNumber(db, n.id);
    if (!pending) continue;
    const result = await platform.network.order(pending);
    await db.transaction((tx) => finishOrder(tx, n.id, result.ok));
  }
  const senders = held.filter((n) => n.sms).map((n) => n.phoneNumber);
  const [set] = await db
    .select({ id: numberSets.id })
    .from(numberSets)
    .where(and(eq(numberSets.accountSid, accountSid), eq(numberSets.strategy, 'round-robin')))
    .limit(1);
  const recipients = (
    await db
      .select({ phone: contacts.phoneNumber })
      .from(contacts)
      .where(and(eq(contacts.accountSid, accountSid), sql`${contacts.phoneNumber} ~ '^\\+1[2-9][0-9]{9}$'`))
      .orderBy(asc(contacts.contactId))
      .limit(RECIPIENTS)
  ).map((r) => r.phone);
  if (senders.length === 0 || recipients.length === 0) return 0;
  const jobs = platform.jobs as unknown as JobEnqueuer;
  const as = { accountSid, clientId: null };
  let made = 0;
  for (let daysAgo = DEMO_DAYS; daysAgo >= 1; daysAgo--) {
    const weekday = new Date(Date.now() - daysAgo * 86_400_000).getUTCDay();
    const quiet = weekday === 0 || weekday === 6;
    const count = Math.round((quiet ? 0.35 : 1) * WEEKDAY_MESSAGES * (0.7 + 0.6 * unit(hashOf(daysAgo, 1))));
    const times = Array.from({ length: count }, (_, i) => timeOf(daysAgo, hashOf(daysAgo, i, 2))).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    // a day's traffic commits together: thousands of commits were most of the demo's start time
    made += await db.transaction(async (tx) => {
      let n = 0;
      for (const [i, at] of times.entries()) {
        const h = hashOf(daysAgo, i, 3);
        const to = recipients[h % recipients.length]!;
        const body = BODIES[hashOf(h, 4) % BODIES.length]!;
        const useSet = set && unit(hashOf(h, 5)) < 0.3;
        const from = senders[hashOf(h, 6) % senders.length]!;
        try {
          const sent = await sendMessage(
            tx,
            { network: platform.network, jobs },
            as,
            useSet ? { numberSetId: set.id, to, body } : { from, to, body },
            { at, enqueue: false },
          );
          await handOver(tx, { network: platform.network, jobs }, sent.messageSid);
          n++;
          // about one in eight answers, a few minutes later; now and then with STOP
          const answer = unit(hashOf(h, 7));
          if (answer < 0.12) {
            const reply = answer < 0.006 ? 'STOP' : REPLIES[hashOf(h, 8) % REPLIES.length]!;
            const replyAt = new Date(at.getTime() + (2 + 40 * unit(hashOf(h, 9))) * 60_000);
            const result = await receiveInbound(
              tx,
              { network: platform.network, jobs },
              accountSid,
              { from: to, to: sent.from, body: reply },
              { at: replyAt, enqueue: false },
            );
            if (result.reply)
              await handOver(tx, { network: platform.network, jobs }, result.reply.messageSid);
            n += result.reply ? 2 : 1;
          }
        } catch (err) {
          // a recipient who texted STOP is refused, as the send path refuses it for anyone: skip
          if (err instanceof HttpError && err.statusCode === 400) continue;
          throw err;
        }
      }
      return n;
    });
  }
  return made;
}
