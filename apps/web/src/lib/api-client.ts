import { ERROR_CODES, Err, MESSAGES } from '@parley/domain';
import { getAuthBridge } from './auth-bridge';
import {
  errorCode,
  readFirst,
  readPayload,
  thrownMessage,
  type TApiResult,
  type TRequestError,
  requestErrorMessage,
} from './envelope';
import { joinId, send, type TQuery, type TRawAnswer, type TSendOptions } from './http';
import { getSubaccountToken } from './subaccount-token';
import { getAccessToken } from './token-store';

export type { TApiResult, TRequestError } from './envelope';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A request with the user's token. An expired token gets one refresh and one retry; when the
 * refresh is refused the session layer has already ended the session (it owns the refresh).
 */
async function userRequest(method: TMethod, path: string, options: Omit<TSendOptions, 'token'>) {
  const token = getAccessToken();
  const answer = await send(method, path, { ...options, token });
  if (answer.status !== 401 || errorCode(answer) !== ERROR_CODES.sessionExpired) return answer;
  const bridge = getAuthBridge();
  if (!bridge) return answer;
  const outcome = await bridge.refresh(token);
  if (outcome.kind !== 'refreshed') return answer;
  return send(method, path, { ...options, token: outcome.token });
}

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

async function attempt<T>(run: () => Promise<TApiResult<T>>): Promise<TApiResult<T>> {
  try {
    return await run();
  } catch (error) {
    return Err(thrownMessage(error));
  }
}

/** GET with an optional query: the whole payload array. */
export function apiGet<T = unknown>(path: string, query?: TQuery): Promise<TApiResult<T[]>> {
  return attempt(async () => readPayload<T>(await userRequest('GET', path, { query })));
}

/** POST: the first element of a non-empty payload. */
export function apiPost<T = unknown>(path: string, body: unknown): Promise<TApiResult<T>> {
  return attempt(async () => readFirst<T>(await userRequest('POST', path, { body })));
}

/** POST whose answer is a list: the whole payload array. */
export function apiPostAll<T = unknown>(path: string, body: unknown): Promise<TApiResult<T[]>> {
  return attempt(async () => readPayload<T>(await userRequest('POST', path, { body })));
}

/** PUT, with the id (when given) appended to the path: the first element of the payload. */
export function apiPut<T = unknown>(
  path: string,
  body: unknown,
  id?: string | number,
): Promise<TApiResult<T>> {
  const target = id === undefined ? path : joinId(path, id);
  return attempt(async () => readFirst<T>(await userRequest('PUT', target, { body })));
}

/** DELETE with an id appended to the path or a body: the first element of the payload. */
export function apiDelete<T = unknown>(
  path: string,
  idOrBody?: string | number | object,
): Promise<TApiResult<T>> {
  const byId = typeof idOrBody === 'string' || typeof idOrBody === 'number';
  const target = byId ? joinId(path, idOrBody) : path;
  const body = byId ? undefined : idOrBody;
  return attempt(async () => readFirst<T>(await userRequest('DELETE', target, { body })));
}

export function subaccountGet<T = unknown>(path: string, query?: TQuery): Promise<TApiResult<T[]>> {
  return attempt(async () => {
    const answer = await subaccountRequest('GET', path, { query });
    return answer.ok ? readPayload<T>(answer.value) : answer;
  });
}

export function subaccountPost<T = unknown>(path: string, body: unknown): Promise<TApiResult<T>> {
  return attempt(async () => {
    const answer = await subaccountRequest('POST', path, { body });
    return answer.ok ? readFirst<T>(answer.value) : answer;
  });
}

export function subaccountPostAll<T = unknown>(path: string, body: unknown): Promise<TApiResult<T[]>> {
  return attempt(async () => {
    const answer = await subaccountRequest('POST', path, { body });
    return answer.ok ? readPayload<T>(answer.value) : answer;
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
