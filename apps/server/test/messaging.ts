import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { messages, phoneNumbers } from '../src/db/schema/index';
import { until } from './until';

/** An account's numbers not released, as their rows are now. */
export const activeNumbers = (db: Db, accountSid: string) =>
  db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.accountSid, accountSid), isNull(phoneNumbers.releasedAt)));

/**
 * Starts the app's jobs and waits until the accounts' numbers, ordered by jobs when the fixtures
 * were made, are set up by the carrier: then they can send.
 */
export async function numbersReady(app: FastifyInstance, db: Db, accountSids: readonly string[]) {
  await app.jobs.start();
  for (const accountSid of accountSids)
    await until(async () => (await activeNumbers(db, accountSid)).every((n) => n.status === 'active'));
}

/** A number on the line asked for, by the network's lookup: a mobile, or a landline. */
export async function recipient(
  app: FastifyInstance,
  kind: 'mobile' | 'landline',
  start = 2015550100,
): Promise<string> {
  for (let n = start; ; n++) {
    const phone = `+1${n}`;
    if ((await app.network.lookup(phone)).lineType === kind) return phone;
  }
}

/** Waits until every message of the account has its outcome: receipts are applied by jobs. */
export const messagesSettled = (db: Db, accountSid: string) =>
  until(async () => {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.accountSid, accountSid), inArray(messages.status, ['queued', 'sent'])));
    return row!.n === 0;
  });
