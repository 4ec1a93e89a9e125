import { OUR_MESSAGES } from '@parley/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@/testing/fetch-stub';
import { connectAuthBridge } from './auth-bridge';
import {
  LiveEventsClient,
  RECONNECT_CAP_MS,
  readLiveEvent,
  reconnectDelay,
  type TLiveEvent,
} from './live-events';
import { setAccessToken } from './token-store';

/** A response body the test writes to as the server would, and cuts or ends when it likes. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    /** a network drop in the middle of the stream */
    cut: () => controller.error(new TypeError('network error')),
    /** the server ends it (the token expired) */
    end: () => controller.close(),
  };
}

const event = (id: number, conversationId = 'CV1', type = 'message.created') =>
  `id: ${id}\ndata: ${JSON.stringify({ id, type, conversationId, subjectId: `SM${id}`, mentions: null })}\n\n`;

interface TCall {
  headers: Record<string, string>;
  /** the (fake) time it was made */
  at: number;
}

/** fetch stubbed with the answers given, in turn; each call's headers kept. */
function stubStreams(...answers: Array<() => Response | Promise<Response>>) {
  const calls: TCall[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ headers: { ...(init.headers as Record<string, string>) }, at: Date.now() });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => {});
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const future = () => Date.now() + 30 * 60_000;
/** Lets what is pending run without moving the clock (vi.waitFor would move it). */
const settle = () => vi.advanceTimersByTimeAsync(0);
let release: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  setAccessToken('token-1', future());
});

afterEach(() => {
  release?.();
  release = null;
  vi.useRealTimers();
});

function start(client: LiveEventsClient) {
  const received: TLiveEvent[] = [];
  client.subscribe((events) => received.push(...events));
  release = client.acquire();
  return received;
}

describe('the live events client', () => {
  it('opens one stream with the bearer and the stream’s Accept, and hands on each event', async () => {
    const first = controlledStream();
    const { calls } = stubStreams(first.response);
    const client = new LiveEventsClient({ random: () => 0 });
    const received = start(client);
    // a second user shares the stream
    const again = client.acquire();
    await vi.waitFor(() => expect(client.getStatus()).toBe('live'));
    first.write('retry: 1000\n\n');
    first.write(event(7));
    // an event split across chunks is read whole
    const split = event(8, 'CV2', 'note.created');
    first.write(split.slice(0, 20));
    first.write(split.slice(20));
    first.write(': keep-alive\n\n');
    await vi.waitFor(() => expect(received.map((e) => e.id)).toEqual([7, 8]));
    expect(received[1]).toEqual({
      id: 8,
      type: 'note.created',
      conversationId: 'CV2',
      subjectId: 'SM8',
      mentions: null,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer token-1' });
    expect(client.lastEventId).toBe('8');
    again();
    expect(client.getStatus()).toBe('live');
  });

  it('after a drop, comes back with Last-Event-ID and the server’s replay goes on from there', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const { calls } = stubStreams(first.response, second.response);
    const client = new LiveEventsClient({ random: () => 0 });
    const received = start(client);
    await vi.waitFor(() => expect(client.getStatus()).toBe('live'));
    first.write(event(41));
    first.write(event(42));
    await vi.waitFor(() => expect(received).toHaveLength(2));
    const cutAt = Date.now();
    first.cut();
    await settle();
    expect(client.getStatus()).toBe('reconnecting');
    // it waits the server's retry before coming back
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - cutAt).toBe(1_000);
    expect(calls[1]!.headers['last-event-id']).toBe('42');
    expect(calls[1]!.headers.authorization).toBe('Bearer token-1');
    await vi.waitFor(() => expect(client.getStatus()).toBe('live'));
    // what the server replays, then what comes next
    second.write(event(43));
    second.write(event(44));
    await vi.waitFor(() => expect(received.map((e) => e.id)).toEqual([41, 42, 43, 44]));
  });

  it('waits longer after each failed reconnection, up to 10 s, and starts small again once connected', async () => {
    const last = controlledStream();
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    const after = controlledStream();
    const { calls } = stubStreams(down, down, down, down, down, down, last.response, after.response);
    const client = new LiveEventsClient({ random: () => 0 });
    start(client);
    await settle();
    expect(client.getStatus()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(40_000);
    expect(calls).toHaveLength(7);
    const waits = calls.slice(1).map((call, i) => call.at - calls[i]!.at);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(client.getStatus()).toBe('live');
    // a connection that worked (it brought an event) resets the wait
    last.write(event(1));
    await settle();
    const cutAt = Date.now();
    last.cut();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(8);
    expect(calls[7]!.at - cutAt).toBe(1_000);
    expect(reconnectDelay(0, 1_000, () => 1)).toBe(800);
    expect(reconnectDelay(9, 1_000, () => 0)).toBe(RECONNECT_CAP_MS);
  });

  it('starts the stream again with the new token when the session refreshes it, from the last event', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const { calls } = stubStreams(first.response, second.response);
    const client = new LiveEventsClient({ random: () => 0 });
    const received = start(client);
    await vi.waitFor(() => expect(client.getStatus()).toBe('live'));
    first.write(event(5));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    setAccessToken('token-2', future());
    // at once, without a wait
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers).toMatchObject({ authorization: 'Bearer token-2', 'last-event-id': '5' });
    second.write(event(6));
    await vi.waitFor(() => expect(received.map((e) => e.id)).toEqual([5, 6]));
  });

  it('a stream the server ends (its token expired) is made again; an expired token is refreshed first', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const expired = () => fail(401, { code: 'session_expired', message: OUR_MESSAGES.sessionExpired });
    const { calls } = stubStreams(first.response, expired, second.response);
    const refresh = vi.fn(async () => {
      setAccessToken('token-3', future());
      return { kind: 'refreshed' as const, token: 'token-3' };
    });
    const disconnect = connectAuthBridge({ refresh });
    try {
      const client = new LiveEventsClient({ random: () => 0 });
      const received = start(client);
      await vi.waitFor(() => expect(client.getStatus()).toBe('live'));
      first.write(event(9));
      await vi.waitFor(() => expect(received).toHaveLength(1));
      first.end();
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(calls).toHaveLength(3));
      expect(refresh).toHaveBeenCalledWith('token-1');
      expect(calls[1]!.headers).toMatchObject({ authorization: 'Bearer token-1', 'last-event-id': '9' });
      expect(calls[2]!.headers).toMatchObject({ authorization: 'Bearer token-3', 'last-event-id': '9' });
      await vi.waitFor(() => expect(client.getStatus()).toBe('live'));
      second.write(event(10));
      await vi.waitFor(() => expect(received.map((e) => e.id)).toEqual([9, 10]));
    } finally {
      disconnect();
    }
  });

  it('stops with its last user: the stream is cut, nothing is asked again, the cursor is forgotten', async () => {
    const first = controlledStream();
    const { calls } = stubStreams(first.response);
    const client = new LiveEventsClient({ random: () => 0 });
    start(client);
    await vi.waitFor(() => expect(client.getStatus()).toBe('live'));
    first.write(event(3));
    await vi.waitFor(() => expect(client.lastEventId).toBe('3'));
    release!();
    release = null;
    expect(client.getStatus()).toBe('off');
    expect(client.lastEventId).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
  });

  it('reads only the events it knows', () => {
    expect(readLiveEvent('{"id":1,"type":"conversation.updated","conversationId":"CV1"}')).toEqual({
      id: 1,
      type: 'conversation.updated',
      conversationId: 'CV1',
      subjectId: null,
      mentions: null,
    });
    expect(readLiveEvent('{"id":1,"type":"account.deleted"}')).toBeNull();
    expect(readLiveEvent('not json')).toBeNull();
    expect(readLiveEvent('{"type":"message.created"}')).toBeNull();
  });
});
