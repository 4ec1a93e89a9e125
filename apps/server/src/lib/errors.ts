import { ERROR_CODES, OUR_MESSAGES, type TErrorCode } from '@parley/domain';

/** An expected failure: its status, code and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly field?: string,
    /** for 429 and 503: sent as Retry-After */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, ERROR_CODES.validation, message, field);
export const unauthenticated = (message: string = OUR_MESSAGES.signInRequired) =>
  new HttpError(401, ERROR_CODES.unauthenticated, message);
export const sessionExpired = () =>
  new HttpError(401, ERROR_CODES.sessionExpired, OUR_MESSAGES.sessionExpired);
export const forbidden = (message: string = OUR_MESSAGES.forbidden, field?: string) =>
  new HttpError(403, ERROR_CODES.forbidden, message, field);
/** Another account's object and a missing one answer alike. */
export const notFound = () => new HttpError(404, ERROR_CODES.notFound, OUR_MESSAGES.notFound);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, ERROR_CODES.conflict, message, field);
export const tooManyRequests = (message: string = OUR_MESSAGES.rateLimited, retryAfterSeconds = 60) =>
  new HttpError(
    429,
    ERROR_CODES.tooManyRequests,
    message,
    undefined,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );
