import { OUR_MESSAGES } from '@parley/domain';

export type TQuery = Record<string, string | number | boolean | null | undefined>;

export interface TSendOptions {
  body?: unknown;
  query?: TQuery;
  /** sent as `Authorization: Bearer`; never in the address, never logged */
  token?: string | null;
  /** aborts the request: a query that is no longer wanted (TanStack Query passes one) */
  signal?: AbortSignal;
}

export interface TRawAnswer {
  status: number;
  /** the parsed JSON body, or undefined when the answer was not JSON */
  body: unknown;
}

function withQuery(path: string, query: TQuery | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/**
 * No answer arrived: offline, DNS, a refused or cut connection. Its message is ours, never the
 * browser's ('Failed to fetch', 'NetworkError when attempting…', 'Load failed').
 */
export class UnreachableError extends Error {
  constructor(options?: ErrorOptions) {
    super(OUR_MESSAGES.unreachable, options);
    this.name = 'UnreachableError';
  }
}

export const isUnreachable = (error: unknown): error is UnreachableError => error instanceof UnreachableError;

/** One HTTP exchange with the API. Throws only when no answer arrived: an UnreachableError, or an abort. */
export async function send(method: string, path: string, options: TSendOptions = {}): Promise<TRawAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // the refresh cookie is same-origin only; never send it anywhere else
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new UnreachableError({ cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body };
}

/** Appends an id to a path as one encoded segment. */
export function joinId(path: string, id: string | number): string {
  return `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
}
