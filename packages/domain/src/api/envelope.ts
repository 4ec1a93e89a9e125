import { z } from 'zod';
import { text } from '../validation/text';

/** One error item of the envelope; `field` names the input the error belongs to. */
export const ZApiError = z.object({
  code: text(),
  message: text(),
  field: text().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Every answer of the API has this shape (DESIGN.md §3). */
export interface TEnvelope<T = unknown> {
  status: 'success' | 'error';
  payload: T[];
  error: TApiError[];
}

export const ZEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.enum(['success', 'error']),
    payload: z.array(item),
    error: z.array(ZApiError),
  });

/** Where a list page says how to go on: the opaque cursor of the next page, or null on the last. */
export const ZPageInfo = z.object({ nextCursor: text().nullable(), limit: z.number().int() });
export type TPageInfo = z.infer<typeof ZPageInfo>;

/** A page of a list: the envelope plus `page`. */
export interface TPageEnvelope<T = unknown> extends TEnvelope<T> {
  page: TPageInfo;
}

export const ZPage = <T extends z.ZodType>(item: T) => ZEnvelope(item).extend({ page: ZPageInfo });

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
