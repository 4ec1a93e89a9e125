import type { z } from 'zod';
import { ERROR_CODES, Err, MESSAGES } from '@parley/domain';
import { getAuthBridge } from './auth-bridge';
import {
  errorCode,
  readBody,
  readFirst,
  readFirstWith,
  readPage,
  readPayload,
  type TPage,
  thrownMessage,
  type TApiResult,
  type TRequestError,
  requestErrorMessage,
} from './envelope';
import { joinId, send, type TQuery, type TRawAnswer, type TSendOptions } from './http';
import { getSubaccountToken } from './subaccount-token';
import { getAccessToken } from './token-store';

export type { TApiResult, TPage, TRequestError } from './envelope';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One exchange with the user's token. An expired token gets one refresh and one retry; when the
 * refresh is refused the session layer has already ended the session (it owns the refresh).
 * Exported for the exchanges `send` cannot make (an upload with progress goes by XMLHttpRequest,
 * the live events' stream by a fetch whose body is read as it comes: lib/live-events.ts).
 */
export async function withUserToken<A extends TRawAnswer>(
  exchange: (token: string | null) => Promise<A>,
): Promise<A> {
  const token = getAccessToken();
  const answer = await exchange(token);
  if (answer.status !== 401 || errorCode(answer) !== ERROR_CODES.sessionExpired) return answer;
  const bridge = getAuthBridge();
  if (!bridge) return answer;
  const outcome = await bridge.refresh(token);
  if (outcome.kind !== 'refreshed') return answer;
  return exchange(outcome.token);
}

const userRequest = (method: TMethod, path: string, options: Omit<TSendOptions, 'token'>) =>
  withUserToken((token) => send(method, path, { ...options, token }));

/**
 * Sub-account requests use the session-storage token and never refresh it: a new one comes from
 * the sub-account-token call, not from the user's refresh cookie.
 */
async function subaccountRequest(
  method: TMethod,
  path: string,
  options: Omit<TSendOptions, 'token'>,
): Promise<TApiResult<TRawAnswer>> {
  const token = getSubaccountToken();
  if (!token) return Err(MESSAGES.noTokenForRequest);
  return { ok: true, value: await send(method, path, { ...options, token }) };
}

/** A request whose throw (no answer, a bug) becomes an Err with a message a person can read. */
export async function attempt<T>(run: () => Promise<TApiResult<T>>): Promise<TApiResult<T>> {
  try {
    return await run();
  } catch (error) {
    return Err(thrownMessage(error));
  }
}

export interface TCallOptions {
  /** aborts the request when its query is no longer wanted */
  signal?: AbortSignal;
}

/*
 * Every helper takes the schema of what it expects back and checks the answer against it: one
 * typed pipeline, no `apiGet<T>` that only says what it hopes for (issue 12).
 */

/** GET with an optional query: the whole payload array. */
export function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  query?: TQuery,
  options: TCallOptions = {},
): Promise<TApiResult<z.output<S>[]>> {
  return attempt(async () =>
    readPayload(await userRequest('GET', path, { query, signal: options.signal }), schema),
  );
}

/** GET of a list page: its items and the next page's cursor. */
export function apiGetPage<S extends z.ZodType>(
  path: string,
  schema: S,
  query?: TQuery,
  options: TCallOptions = {},
): Promise<TApiResult<TPage<z.output<S>>>> {
  return attempt(async () =>
    readPage(await userRequest('GET', path, { query, signal: options.signal }), schema),
  );
}

/** apiGetOne with a reader written without zod, for what the sign-in page reads (envelope.ts). */
export function apiGetOneWith<T>(
  path: string,
  read: (item: unknown) => T | null,
  options: TCallOptions = {},
): Promise<TApiResult<T>> {
  return attempt(async () => readFirstWith(await userRequest('GET', path, { signal: options.signal }), read));
}

/** GET of one object: the first element of a non-empty payload. */
export function apiGetOne<S extends z.ZodType>(
  path: string,
  schema: S,
  options: TCallOptions = {},
): Promise<TApiResult<z.output<S>>> {
  return attempt(async () => readFirst(await userRequest('GET', path, { signal: options.signal }), schema));
}

/** POST: the first element of a non-empty payload. */
export function apiPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: TCallOptions = {},
): Promise<TApiResult<z.output<S>>> {
  return attempt(async () =>
    readFirst(await userRequest('POST', path, { body, signal: options.signal }), schema),
  );
}

/** POST whose answer is a list: the whole payload array. */
export function apiPostAll<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: TCallOptions = {},
): Promise<TApiResult<z.output<S>[]>> {
  return attempt(async () =>
    readPayload(await userRequest('POST', path, { body, signal: options.signal }), schema),
  );
}

/** POST whose whole answer is read, not only its payload (the contact search's total and hint). */
export function apiPostAnswer<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: TCallOptions = {},
): Promise<TApiResult<z.output<S>>> {
  return attempt(async () =>
    readBody(await userRequest('POST', path, { body, signal: options.signal }), schema),
  );
}

/** A call whose answer is a list (the kit's bulk PATCH and DELETE, an endpoint's PUT): the whole payload array. */
export function apiSendAll<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: S,
): Promise<TApiResult<z.output<S>[]>> {
  return attempt(async () => readPayload(await userRequest(method, path, { body }), schema));
}

/** Any method, the body as given (a definition's own routes): the first element of the payload. */
export function apiSend<S extends z.ZodType>(
  method: TMethod,
  path: string,
  body: unknown,
  schema: S,
): Promise<TApiResult<z.output<S>>> {
  return attempt(async () => readFirst(await userRequest(method, path, { body }), schema));
}

/** PUT, with the id (when given) appended to the path: the first element of the payload. */
export function apiPut<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  id?: string | number,
): Promise<TApiResult<z.output<S>>> {
  const target = id === undefined ? path : joinId(path, id);
  return attempt(async () => readFirst(await userRequest('PUT', target, { body }), schema));
}

/** DELETE with an id appended to the path or a body: the first element of the payload. */
export function apiDelete<S extends z.ZodType>(
  path: string,
  schema: S,
  idOrBody?: string | number | object,
): Promise<TApiResult<z.output<S>>> {
  const byId = typeof idOrBody === 'string' || typeof idOrBody === 'number';
  const target = byId ? joinId(path, idOrBody) : path;
  const body = byId ? undefined : idOrBody;
  return attempt(async () => readFirst(await userRequest('DELETE', target, { body }), schema));
}

export function subaccountGet<S extends z.ZodType>(
  path: string,
  schema: S,
  query?: TQuery,
): Promise<TApiResult<z.output<S>[]>> {
  return attempt(async () => {
    const answer = await subaccountRequest('GET', path, { query });
    return answer.ok ? readPayload(answer.value, schema) : answer;
  });
}

export function subaccountPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<TApiResult<z.output<S>>> {
  return attempt(async () => {
    const answer = await subaccountRequest('POST', path, { body });
    return answer.ok ? readFirst(answer.value, schema) : answer;
  });
}

export function subaccountPostAll<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<TApiResult<z.output<S>[]>> {
  return attempt(async () => {
    const answer = await subaccountRequest('POST', path, { body });
    return answer.ok ? readPayload(answer.value, schema) : answer;
  });
}

/** What a query throws for an Err: TanStack Query sees a real Error and keeps the envelope errors. */
export class ApiError extends Error {
  constructor(readonly errors: TRequestError) {
    super(requestErrorMessage(errors));
    this.name = 'ApiError';
  }
}

/** Queries throw on Err; mutations may keep the Result. */
export function throwOnErr<T>(result: TApiResult<T>): T {
  if (result.ok) return result.value;
  throw new ApiError(result.error);
}

/** Turns a request helper call into a query function: `queryFn: toQueryFn(() => apiGet(path))`. */
export function toQueryFn<T>(call: () => Promise<TApiResult<T>>): () => Promise<T> {
  return async () => throwOnErr(await call());
}
