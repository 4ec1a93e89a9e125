import type { TApiError, TPageInfo } from './envelope-schemas';

// The envelope's zod schemas are in envelope-schemas.ts: what is here (the codes, the shapes) is
// read at the start of every page, before zod loads (issue 24).
export type { TApiError, TPageInfo } from './envelope-schemas';

/** Every answer of the API has this shape (DESIGN.md §3). */
export interface TEnvelope<T = unknown> {
  status: 'success' | 'error';
  payload: T[];
  error: TApiError[];
}

/** A page of a list: the envelope plus `page`. */
export interface TPageEnvelope<T = unknown> extends TEnvelope<T> {
  page: TPageInfo;
}

export function paged<T>(items: T[], page: TPageInfo): TPageEnvelope<T> {
  return { status: 'success', payload: items, error: [], page };
}

export function success<T>(payload: T | T[]): TEnvelope<T> {
  return { status: 'success', payload: Array.isArray(payload) ? payload : [payload], error: [] };
}

export function failure(errors: TApiError | TApiError[]): TEnvelope<never> {
  return { status: 'error', payload: [], error: Array.isArray(errors) ? errors : [errors] };
}

/** Error codes the server uses; the browser may branch on them, so they are part of the contract. */
export const ERROR_CODES = {
  validation: 'validation',
  unauthenticated: 'unauthenticated',
  sessionExpired: 'session_expired',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  tooManyRequests: 'too_many_requests',
  paymentRequired: 'payment_required',
  unavailable: 'unavailable',
  internal: 'internal',
} as const;
export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
