import { ACCOUNT_EVENT_TYPES, EVENTS_PATH, type TAccountEvent } from '@parley/domain';
import { createParser } from 'eventsource-parser';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { withUserToken } from './api-client';
import type { TRawAnswer } from './http';
import { getAccessToken, onAccessTokenChange } from './token-store';

/** An event of `GET /v3/events` (issue 30); its id is the cursor a reconnection resumes from. */
export interface TLiveEvent extends TAccountEvent {
  id: number;
}

/**
 * 'off': nobody asked for the events; 'connecting': the first connection is being made; 'live':
 * the stream is open; 'reconnecting': it dropped and is being made again (after a wait).
 */
export type TLiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export type TLiveListener = (events: readonly TLiveEvent[]) => void;

/** The longest wait between two reconnections. */
export const RECONNECT_CAP_MS = 10_000;
/** A connection that stayed open this long (or brought an event) was fine: the next wait starts small. */
export const STABLE_MS = 10_000;
/** What one event may hold before the parser gives up on the stream (ours are ~200 bytes). */
const MAX_EVENT_CHARS = 64_000;

/**
 * The wait before the reconnection after `failures` failed ones: the server's `retry:` (1 s)
 * doubled each time up to RECONNECT_CAP_MS, a fifth of it random, so that the tabs of every
 * browser a restarted server dropped do not all come back in the same millisecond.
 */
export function reconnectDelay(failures: number, retryMs: number, random: () => number = Math.random) {
  const base = Math.min(RECONNECT_CAP_MS, retryMs * 2 ** failures);
  return Math.round(base * (1 - 0.2 * random()));
}

const EVENT_TYPES: ReadonlySet<string> = new Set(ACCOUNT_EVENT_TYPES);

/** One event's `data:`, read by hand (the stream is read before any page needs zod); null when not ours. */
export function readLiveEvent(data: string): TLiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const e = value as Record<string, unknown>;
  const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);
  if (typeof e.id !== 'number' || typeof e.type !== 'string' || !EVENT_TYPES.has(e.type)) return null;
  return {
    id: e.id,
    type: e.type as TLiveEvent['type'],
    conversationId: textOrNull(e.conversationId),
    subjectId: textOrNull(e.subjectId),
    mentions: Array.isArray(e.mentions) ? e.mentions.filter((m) => typeof m === 'string') : null,
  };
}

interface TStreamAnswer extends TRawAnswer {
  response: Response;
}

export interface TLiveEventsOptions {
  path?: string;
  random?: () => number;
}

/**
 * The account's live events over one fetch-based Server-Sent Events stream per tab (EventSource
 * cannot send the Authorization header). Started by its first user and stopped with its last
 * (`acquire`); a stream that drops is made again with Last-Event-ID, so the server replays what
 * was missed, after a wait that grows up to RECONNECT_CAP_MS; a stream made with a token that was
 * since refreshed is made again with the new one (the server ends it when its token expires); an
 * expired token is refreshed as every request's is (withUserToken).
 */
export class LiveEventsClient {
  private readonly path: string;
  private readonly random: () => number;
  private users = 0;
  private running = false;
  /** bumped by start and stop: a loop of an earlier run ends */
  private run = 0;
  private lastId: string | null = null;
  private status: TLiveStatus = 'off';
  private failures = 0;
  private retryMs = 1_000;
  /** the token the open stream was made with */
  private token: string | null = null;
  private controller: AbortController | null = null;
  /** a wait before reconnecting, cut short by a new token */
  private wake: (() => void) | null = null;
  private restartAsked = false;
  private stopWatchingToken: (() => void) | null = null;
  private readonly listeners = new Set<TLiveListener>();
  private readonly statusListeners = new Set<() => void>();

  constructor(options: TLiveEventsOptions = {}) {
    this.path = options.path ?? EVENTS_PATH;
    this.random = options.random ?? Math.random;
  }

  /** One more user of the stream; the returned function lets go (the last one stops it). */
  acquire(): () => void {
    this.users += 1;
    if (this.users === 1) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.stop();
    };
  }

  subscribe = (listener: TLiveListener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  getStatus = (): TLiveStatus => this.status;

  /** The id of the last event received: what the next connection sends as Last-Event-ID. */
  get lastEventId(): string | null {
    return this.lastId;
  }

  private start() {
    if (this.running) return;
    this.running = true;
    this.failures = 0;
    this.stopWatchingToken = onAccessTokenChange(this.onToken);
    this.setStatus('connecting');
    void this.loop(++this.run);
  }

  /** Signed out, or another account: what was seen belongs to that session, so the cursor goes too. */
  private stop() {
    this.running = false;
    this.run += 1;
    this.stopWatchingToken?.();
    this.stopWatchingToken = null;
    this.controller?.abort();
    this.wake?.();
    this.lastId = null;
    this.token = null;
    this.setStatus('off');
  }

  private onToken = () => {
    const token = getAccessToken();
    if (!this.running || token === null || token === this.token) return;
    if (this.status === 'live') {
      // the stream goes on with the new token, from the last event seen
      this.restartAsked = true;
      this.controller?.abort();
    } else this.wake?.();
  };

  private setStatus(status: TLiveStatus) {
    if (status === this.status) return;
    this.status = status;
    this.statusListeners.forEach((listener) => listener());
  }

  private emit(events: TLiveEvent[]) {
    if (events.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (error) {
        // one listener's fault neither stops the stream nor keeps the event from the others
        console.error(error);
      }
    }
  }

  private async loop(run: number) {
    const current = () => this.running && run === this.run;
    while (current()) {
      const controller = new AbortController();
      this.controller = controller;
      this.restartAsked = false;
      const opened = Date.now();
      let received = false;
      try {
        const answer = await withUserToken((token) => this.open(token, controller.signal));
        if (answer.response.ok && answer.response.body && current()) {
          this.setStatus('live');
          received = await this.read(answer.response.body, controller.signal, current);
        }
      } catch {
        // no answer, or the stream was cut: made again below
      }
      if (!current()) return;
      if (this.restartAsked) continue;
      if (received || Date.now() - opened >= STABLE_MS) this.failures = 0;
      this.setStatus('reconnecting');
      await this.sleep(reconnectDelay(this.failures, this.retryMs, this.random));
      this.failures += 1;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private async open(token: string | null, signal: AbortSignal): Promise<TStreamAnswer> {
    this.token = token;
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.lastId !== null) headers['last-event-id'] = this.lastId;
    const response = await fetch(this.path, {
      headers,
      signal,
      cache: 'no-store',
      // the refresh cookie is same-origin only; never send it anywhere else
      credentials: 'same-origin',
    });
    // a refusal is the envelope: withUserToken reads its code (an expired token is refreshed)
    const body: unknown = response.ok ? undefined : await response.json().catch(() => undefined);
    return { status: response.status, body, response };
  }

  /** Reads the stream until it ends or is cut; true when it brought an event. */
  private async read(
    body: ReadableStream<Uint8Array>,
    signal: AbortSignal,
    current: () => boolean,
  ): Promise<boolean> {
    let received = false;
    let batch: TLiveEvent[] = [];
    const parser = createParser({
      onEvent: (message) => {
        if (message.id !== undefined) this.lastId = message.id;
        const event = readLiveEvent(message.data);
        if (event) batch.push(event);
      },
      onRetry: (ms) => {
        this.retryMs = ms;
      },
      maxBufferSize: MAX_EVENT_CHARS,
    });
    const reader = body.getReader();
    const cancel = () => void reader.cancel().catch(() => {});
    signal.addEventListener('abort', cancel);
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || !current() || signal.aborted) break;
        parser.feed(decoder.decode(value, { stream: true }));
        if (batch.length > 0) {
          received = true;
          const events = batch;
          batch = [];
          this.emit(events);
        }
      }
    } catch {
      // cut (the network, or an abort): the caller makes it again
    } finally {
      signal.removeEventListener('abort', cancel);
      cancel();
    }
    return received;
  }
}

/** The tab's one stream, shared by whoever listens. */
export const liveEvents = new LiveEventsClient();

/** Keeps the tab's stream open while mounted with `enabled` (the signed-in frame of an inbox user). */
export function useLiveEventsConnection(enabled: boolean): void {
  useEffect(() => (enabled ? liveEvents.acquire() : undefined), [enabled]);
}

/** Calls `listener` with each batch of events while mounted; it may change from render to render. */
export function useLiveEvents(listener: TLiveListener): void {
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => liveEvents.subscribe((events) => latest.current(events)), []);
}

/** Whether the stream is open, for a "Live" or "Reconnecting…" mark. */
export function useLiveStatus(): TLiveStatus {
  return useSyncExternalStore(liveEvents.subscribeStatus, liveEvents.getStatus);
}
