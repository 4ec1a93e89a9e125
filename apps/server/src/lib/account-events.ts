import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TAccountEvent } from '@parley/domain';
import type { Db, Tx } from '../db/client';
import { afterCommit, databaseOf } from '../db/after-commit';
import { accountEvents } from '../db/schema/index';

/** The NOTIFY channel of live events (issue 30). */
export const EVENTS_CHANNEL = 'parley_events';

/** How long events are kept for a browser to catch up after a reconnection. */
export const EVENTS_KEPT_HOURS = 24;

/** A live event as the stream sends it: its id is the replay cursor. */
export interface StoredEvent extends TAccountEvent {
  id: number;
  accountSid: string;
}

/** Where committed events go instead of NOTIFY: Redis pub/sub when `REDIS_URL` is set. */
export interface EventPublisher {
  /** called after the commit; handles its own failures (the event stays in the table) */
  publish(event: StoredEvent): void;
}

const publishers = new WeakMap<Db, EventPublisher>();

/** From now on the events written on `db` are published through `publisher` after their commit. */
export function publishEventsThrough(db: Db, publisher: EventPublisher): void {
  publishers.set(db, publisher);
}

/**
 * Records an event of the account in the caller's transaction and announces it to every process
 * with open streams, only once it has committed: a rolled-back change is never announced, and a
 * committed one always is (or is replayed from the table on reconnection). By default NOTIFY,
 * which PostgreSQL itself delivers at the commit; with a publisher (Redis), after the commit.
 */
export async function publishAccountEvent(tx: Tx, accountSid: string, event: TAccountEvent): Promise<void> {
  const mentions = event.mentions === null ? null : JSON.stringify(event.mentions);
  const db = databaseOf(tx);
  const publisher = db ? publishers.get(db) : undefined;
  if (publisher) {
    const [row] = await tx
      .insert(accountEvents)
      .values({ accountSid, ...event, mentions: event.mentions })
      .returning({ id: accountEvents.id });
    const stored: StoredEvent = { id: row!.id, accountSid, ...event };
    afterCommit(tx, () => publisher.publish(stored));
    return;
  }
  // one round trip: the row and its announcement (the payload is the stored event, with its id)
  await tx.execute(sql`
    with e as (
      insert into ${accountEvents} (account_sid, type, conversation_id, subject_id, mentions)
      values (${accountSid}, ${event.type}, ${event.conversationId}, ${event.subjectId}, ${mentions}::jsonb)
      returning id
    )
    select pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'id', e.id, 'accountSid', ${accountSid}::text, 'type', ${event.type}::text,
      'conversationId', ${event.conversationId}::text, 'subjectId', ${event.subjectId}::text,
      'mentions', ${mentions}::json
    )::text) from e
  `);
}

/** The account's events after `afterId`, oldest first, at most `limit` (a reconnecting stream's catch-up). */
export async function eventsAfter(
  db: Db,
  accountSid: string,
  afterId: number,
  limit: number,
): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountSid, accountSid), gt(accountEvents.id, afterId)))
    .orderBy(asc(accountEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    accountSid: r.accountSid,
    type: r.type,
    conversationId: r.conversationId,
    subjectId: r.subjectId,
    mentions: r.mentions ?? null,
  }));
}

/** The newest event id of the account (0 for none): where a new stream starts. */
export async function lastEventId(db: Db, accountSid: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${accountEvents.id}), 0)::bigint`.mapWith(Number) })
    .from(accountEvents)
    .where(eq(accountEvents.accountSid, accountSid));
  return row?.id ?? 0;
}

/** Drops events older than the catch-up window (the daily upkeep job). */
export async function pruneAccountEvents(tx: Tx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EVENTS_KEPT_HOURS * 3_600_000);
  const gone = await tx
    .delete(accountEvents)
    .where(lt(accountEvents.createdAt, before))
    .returning({ id: accountEvents.id });
  return gone.length;
}
