import type { ListenHandlers } from '../db/client';
import { EVENTS_CHANNEL, type StoredEvent } from './account-events';

/** What a source of events tells the hub. */
export interface EventHandlers extends ListenHandlers {
  /** events of the account after `afterId` may not have reached this process: read them again */
  onMissed?(accountSid: string, afterId: number): void;
}

/** How a process hears of committed events: LISTEN on the database, or a Redis subscription. */
export type EventSource = (channel: string, handlers: EventHandlers) => Promise<() => Promise<void>>;

/** One open stream of an account, as the hub sees it. */
export interface EventSubscriber {
  deliver(event: StoredEvent): void;
  /**
   * the hub's own listening was lost and is back, or events were lost on the way: read what was
   * missed from the table (after `afterId` when it is known, else after the last event sent)
   */
  resync(afterId?: number): void;
  /** the process is closing: end the stream (the browser reconnects to another) */
  end(): void;
}

interface HubLog {
  warn(obj: object, msg: string): void;
}

/**
 * A process's fan-out of live events (issue 30): one LISTEN (or one Redis subscription) for the
 * whole process, made when the first stream opens, and each event handed to the streams of its
 * account only. Processes behind a load balancer each listen, so an event made in one reaches
 * every agent's tab.
 */
export class EventHub {
  private readonly byAccount = new Map<string, Set<EventSubscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly source: EventSource,
    private readonly log: HubLog,
  ) {}

  /** Starts listening if nobody did yet; resolves once LISTEN is in place (nothing after it is missed). */
  async subscribe(accountSid: string, subscriber: EventSubscriber): Promise<() => void> {
    await this.ensureListening();
    let set = this.byAccount.get(accountSid);
    if (!set) this.byAccount.set(accountSid, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.byAccount.delete(accountSid);
    };
  }

  /** Open streams: the health of the live part, and what a benchmark reports. */
  get streams(): number {
    let n = 0;
    for (const set of this.byAccount.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    for (const set of this.byAccount.values()) for (const s of set) s.end();
    this.byAccount.clear();
    if (listening) await (await listening.catch(() => async () => {}))();
  }

  private ensureListening(): Promise<unknown> {
    this.listening ??= this.source(EVENTS_CHANNEL, {
      onNotify: (payload) => this.dispatch(payload),
      onResume: () => {
        for (const set of this.byAccount.values()) for (const s of set) s.resync();
      },
      onMissed: (accountSid, afterId) => {
        for (const s of this.byAccount.get(accountSid) ?? []) s.resync(afterId);
      },
    }).catch((error: unknown) => {
      // the next stream tries again
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  private dispatch(payload: string) {
    let event: StoredEvent;
    try {
      event = JSON.parse(payload) as StoredEvent;
    } catch {
      this.log.warn({ payload: payload.slice(0, 100) }, 'events: a notification that is not an event');
      return;
    }
    const set = this.byAccount.get(event.accountSid);
    if (!set) return;
    for (const subscriber of set) subscriber.deliver(event);
  }
}
