import { Redis } from 'ioredis';
import { EVENTS_CHANNEL, type EventPublisher, type StoredEvent } from './account-events';
import type { EventSource } from './event-hub';

interface BusLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Published in place of an event, `resync <account> <id>`: the account's events after that id may
 * not have reached every process; their streams read them from the table.
 */
const RESYNC = 'resync';
const RESYNC_MESSAGE = /^resync (\S+) (\d+)$/;

/** A connection that has answered nothing this long after a command is dropped and made again. */
const SILENCE_MS = 2_000;
/** How often a subscription asks Redis whether it is there (it sends nothing otherwise). */
const PING_MS = 5_000;

/** The longest wait between two attempts to reach Redis again. */
const RETRY_MAX_MS = 1_000;

/**
 * Live events through Redis pub/sub when `REDIS_URL` is set (issue 30; DESIGN.md §7): a process
 * publishes each event after its transaction commits, and every process's one subscription hands
 * it to its streams. Beside NOTIFY it spares PostgreSQL the commit-time queue of notifications and
 * each process's LISTEN connection (which a pooler in transaction mode cannot hold).
 *
 * Pub/sub keeps nothing: an event published while a subscriber was away is not sent to it again.
 * The table is the record: a subscription that comes back (`onResume`) has every stream read what
 * it missed, as a LISTEN connection does; and a process whose publish failed owes the others a
 * catch-up from that event on, which it publishes as soon as it can (RESYNC), so a subscriber that
 * never lost Redis reads what did not reach it too, even when later events did.
 */
export function redisEvents(
  url: string,
  log: BusLog,
): {
  publisher: EventPublisher;
  source: EventSource;
  close(): void;
} {
  const options = {
    connectTimeout: 1_000,
    retryStrategy: (times: number) => Math.min(100 * 2 ** (times - 1), RETRY_MAX_MS),
    // a publish while Redis is away fails at once (the event is in the table), never queued for later
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  };
  // a connection that takes commands and answers nothing is dropped and made again
  // (a publish that timed out is owed as a catch-up, not sent again on the next connection)
  const pub = new Redis(url, {
    ...options,
    commandTimeout: 1_000,
    socketTimeout: SILENCE_MS,
    autoResendUnfulfilledCommands: false,
  });
  const subscribers = new Set<Redis>();
  let down = false;
  /** per account, the id after which an event of this process was not published */
  const owed = new Map<string, number>();
  const owe = (accountSid: string, afterId: number) =>
    owed.set(accountSid, Math.min(owed.get(accountSid) ?? afterId, afterId));
  const failed = (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: err.message } }, 'live events: redis unavailable');
  };
  const settle = () => {
    for (const [accountSid, afterId] of owed) {
      owed.delete(accountSid);
      pub.publish(EVENTS_CHANNEL, `${RESYNC} ${accountSid} ${afterId}`).catch((err: Error) => {
        owe(accountSid, afterId);
        failed(err);
      });
    }
  };
  pub.on('error', failed);
  pub.on('ready', () => {
    if (down) log.info('live events: redis answers again');
    down = false;
    settle();
  });
  void pub.connect().catch(() => {});

  const publisher: EventPublisher = {
    publish(event: StoredEvent) {
      settle();
      pub.publish(EVENTS_CHANNEL, JSON.stringify(event)).catch((err: Error) => {
        owe(event.accountSid, event.id - 1);
        failed(err);
      });
    },
  };

  const source: EventSource = async (channel, handlers) => {
    // a subscribed connection can do nothing else: one of its own, remade by ioredis after a loss
    // with its subscriptions (offline queue on, so the SUBSCRIBE waits for the connection)
    const sub = new Redis(url, {
      ...options,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      socketTimeout: SILENCE_MS,
    });
    subscribers.add(sub);
    // a subscription only listens: without a question now and then, a Redis gone silent (not
    // closed) would never be noticed, and its events never read again
    // (only while connected: the offline queue would keep every ping of a long outage)
    const ping = setInterval(() => {
      if (sub.status === 'ready') void sub.ping().catch(() => {});
    }, PING_MS);
    ping.unref();
    sub.on('error', failed);
    let ready = false;
    sub.on('ready', () => {
      if (ready) handlers.onResume?.();
      ready = true;
    });
    sub.on('message', (_channel: string, payload: string) => {
      const resync = RESYNC_MESSAGE.exec(payload);
      if (resync) handlers.onMissed?.(resync[1]!, Number(resync[2]));
      else handlers.onNotify(payload);
    });
    try {
      await sub.connect();
      await sub.subscribe(channel);
    } catch (error) {
      clearInterval(ping);
      subscribers.delete(sub);
      sub.disconnect();
      throw error;
    }
    return async () => {
      clearInterval(ping);
      subscribers.delete(sub);
      sub.disconnect();
    };
  };

  return {
    publisher,
    source,
    close() {
      pub.disconnect();
      for (const sub of subscribers) sub.disconnect();
      subscribers.clear();
    },
  };
}
