import { expect } from 'vitest';

/** An event as a test reads it off the stream. */
export interface ReceivedEvent {
  id: number;
  type: string;
  conversationId: string | null;
  subjectId: string | null;
  mentions: string[] | null;
}

/**
 * `GET /v3/events` read over real HTTP at `base`, as the browser reads it: events parsed from the
 * text as it comes, into `events`, until `close`.
 */
export async function openEventStream(base: string, headers: Record<string, string>, lastEventId?: number) {
  const controller = new AbortController();
  const res = await fetch(`${base}/v3/events`, {
    headers: {
      ...headers,
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: ReceivedEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) events.push(JSON.parse(data) as ReceivedEvent);
        }
      }
    } catch {
      // aborted
    }
  })();
  return { events, close: () => controller.abort() };
}
