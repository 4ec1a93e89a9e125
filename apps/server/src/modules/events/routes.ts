import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EVENTS_ACCESS,
  EVENTS_PATH,
  ZAccountEvent,
  can,
  rule,
  success,
  type TAccountEvent,
} from '@parley/domain';
import { eventsAfter, lastEventId, type StoredEvent } from '../../lib/account-events';
import { caller } from '../../plugins/auth';
import { answers } from '../../lib/responses';
import type { AuthContext } from '../../types';

/** A catch-up reads at most this many events; a browser further behind reloads what it shows. */
const CATCH_UP_LIMIT = 500;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** What the browser waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 1_000;
/** Ids remembered per stream, so an event both caught up and announced is sent once. */
const SENT_REMEMBERED = 2_000;

const ZStreamedEvent = ZAccountEvent.extend({ id: z.number().int() });
const ZEventsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).optional().describe('the last event id seen (as Last-Event-ID)'),
});

/** Inbox events go to the inbox's users only. */
const INBOX_EVENTS = rule.all('global-inbox');
const visibleTo = (auth: AuthContext) => {
  const inbox = can({ privs: auth.claims.privs }, INBOX_EVENTS);
  return (event: TAccountEvent) => inbox || event.conversationId === null;
};

const publicEvent = ({ id, type, conversationId, subjectId, mentions }: StoredEvent) => ({
  id,
  type,
  conversationId,
  subjectId,
  mentions,
});

/** The id the browser last saw: its Last-Event-ID header (a reconnection) or `?after=`. */
function lastSeen(request: FastifyRequest, query: z.output<typeof ZEventsQuery>): number | null {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && /^\d{1,15}$/.test(header)) return Number(header);
  return query.after ?? null;
}

/**
 * `GET /v3/events` (issue 30): the account's live events as Server-Sent Events. With
 * `Accept: text/event-stream` it streams: first what came after the last id the browser saw, then
 * each event as its change commits (NOTIFY, lib/event-hub.ts), until the token expires (the
 * browser reconnects with a fresh one and its last id). Otherwise it answers the events after
 * that id as a JSON page: the fallback for a network that breaks long answers.
 */
export default async function eventsRoutes(app: FastifyInstance) {
  app.get(
    EVENTS_PATH,
    {
      config: { access: EVENTS_ACCESS },
      schema: {
        tags: ['events'],
        summary: 'Live events of the account',
        description:
          'With `Accept: text/event-stream`: Server-Sent Events, each `id:` the cursor to resume from (send it back as Last-Event-ID), `data:` the event; a comment every 20 s keeps the stream open; the stream ends when the access token expires. Without it: the events after `after` (or Last-Event-ID), oldest first, at most 500. Events are kept 24 hours. Inbox events reach users with global-inbox only.',
        querystring: ZEventsQuery,
        response: answers(ZStreamedEvent, { access: EVENTS_ACCESS }),
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const query = request.query as z.output<typeof ZEventsQuery>;
      const after = lastSeen(request, query);
      const visible = visibleTo(auth);
      if (!/text\/event-stream/.test(request.headers.accept ?? '')) {
        const from = after ?? (await lastEventId(app.db, auth.accountId));
        const events = await eventsAfter(app.db, auth.accountId, from, CATCH_UP_LIMIT);
        return success(events.filter(visible).map(publicEvent));
      }
      return stream(app, request, reply, auth, after, visible);
    },
  );
}

async function stream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
  after: number | null,
  visible: (event: TAccountEvent) => boolean,
) {
  const raw = reply.raw;
  const sent = new Set<number>();
  let floor = after ?? 0;
  let caughtUp = false;
  const pending: StoredEvent[] = [];
  let ended = false;

  const write = (event: StoredEvent) => {
    if (ended || event.id <= floor || sent.has(event.id) || !visible(event)) return;
    sent.add(event.id);
    if (sent.size > SENT_REMEMBERED) {
      // forget the oldest half: ids that old are below the floor of any catch-up to come
      const ids = [...sent].sort((a, b) => a - b);
      floor = Math.max(floor, ids[ids.length >> 1]!);
      for (const id of ids) if (id <= floor) sent.delete(id);
    }
    raw.write(`id: ${event.id}\ndata: ${JSON.stringify(publicEvent(event))}\n\n`);
  };
  // after the last event sent, or from an event known to be missed (an id below some sent: those
  // are skipped by write)
  const catchUp = async (from?: number) => {
    const last = Math.max(floor, ...sent);
    const start = from === undefined ? last : Math.max(floor, Math.min(from, last));
    for (const event of await eventsAfter(app.db, auth.accountId, start, CATCH_UP_LIMIT)) write(event);
  };

  let unsubscribe: () => void = () => {};
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe();
    raw.end();
  };
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  // the token's end ends the stream: a revoked or expired session hears nothing more
  const expiry = setTimeout(end, Math.max(0, auth.claims.exp * 1000 - Date.now()));
  heartbeat.unref();
  expiry.unref();

  // subscribe before reading the catch-up: an event committed in between is held, not lost
  unsubscribe = await app.events.subscribe(auth.accountId, {
    deliver: (event) => (caughtUp ? write(event) : void pending.push(event)),
    resync: (afterId) => void catchUp(afterId).catch(() => {}),
    end,
  });
  if (after === null) floor = await lastEventId(app.db, auth.accountId);

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // nginx and others buffer an answer unless told not to
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
    'x-request-id': request.id,
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  request.raw.on('close', end);
  try {
    if (after !== null) await catchUp();
  } catch (error) {
    // the database is away: the browser reconnects with its last id and catches up then
    request.log.warn({ err: { message: (error as Error).message } }, 'events: catch-up failed');
    end();
    return;
  }
  caughtUp = true;
  for (const event of pending.splice(0)) write(event);
}
