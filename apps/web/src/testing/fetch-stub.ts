import { vi } from 'vitest';
import type { TApiError, TEnvelope } from '@parley/domain';

export type TStubAnswer = Response | Promise<Response>;
export type TStubHandler = (request: { url: string; init: RequestInit; body: unknown }) => TStubAnswer;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const ok = <T>(...payload: T[]): Response =>
  json(200, { status: 'success', payload, error: [] } satisfies TEnvelope<T>);

/** A list page of the kit's paged answer: these items, and no page after it. */
export const listPage = (items: readonly unknown[], limit = 100): Response =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor: null, limit } });

export const fail = (status: number, ...error: TApiError[]): Response =>
  json(status, { status: 'error', payload: [], error } satisfies TEnvelope<never>);

/**
 * Stubs the global fetch with handlers keyed "METHOD /path" (query string ignored). An
 * unhandled call fails the test loudly instead of reaching the network.
 */
export function stubFetch(handlers: Record<string, TStubHandler | TStubHandler[]>) {
  const queues = new Map(Object.entries(handlers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'https://localhost').pathname;
    const key = `${init.method ?? 'GET'} ${path}`;
    const entry = queues.get(key);
    // An array answers in turn, then repeats its last handler.
    const handler = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The Authorization header a stubbed call was made with. */
export function authorizationOf(init: RequestInit | undefined): string | undefined {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return headers.authorization;
}

/** The parsed bodies of the stubbed calls made with `method`, in order. */
export function bodiesSent(fetchMock: ReturnType<typeof stubFetch>, method: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)));
}
