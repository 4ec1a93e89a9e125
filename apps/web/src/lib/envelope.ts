import { Err, MESSAGES, OUR_MESSAGES, Ok, ZApiError, type Result, type TApiError } from '@parley/domain';
import type { TRawAnswer } from './http';

/**
 * What a failed request gives back: the envelope's `error` field when the server answered,
 * or a message when the request itself failed (doc 000 §7).
 */
export type TRequestError = TApiError[] | string;
export type TApiResult<T> = Result<T, TRequestError>;

interface TAnswerBody {
  status?: unknown;
  payload?: unknown;
  error?: unknown;
}

const ZApiErrors = ZApiError.array();

/** What Chromium, Firefox and Safari say when fetch gets no answer. */
const FETCH_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

function errorField(body: TAnswerBody): TRequestError {
  const parsed = ZApiErrors.safeParse(body.error);
  return parsed.success ? parsed.data : MESSAGES.undefinedError;
}

function parse(answer: TRawAnswer): Result<TAnswerBody, TRequestError> {
  const { body } = answer;
  // A body that is not our envelope comes from something in between (proxy, gateway), not the API.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return Err(OUR_MESSAGES.unavailable);
  return Ok(body as TAnswerBody);
}

const failed = (answer: TRawAnswer, status: unknown) => answer.status >= 400 || status === 'error';

/** GET: the whole payload array; an error answer or a missing payload gives the error field. */
export function readPayload<T>(answer: TRawAnswer): TApiResult<T[]> {
  const body = parse(answer);
  if (!body.ok) return body;
  const { payload, status } = body.value;
  if (failed(answer, status) || !Array.isArray(payload)) return Err(errorField(body.value));
  return Ok(payload as T[]);
}

/** POST, PUT, DELETE: the payload must be a non-empty array; its first element is the result. */
export function readFirst<T>(answer: TRawAnswer): TApiResult<T> {
  const all = readPayload<T>(answer);
  if (!all.ok) return all;
  const [first] = all.value;
  if (all.value.length === 0 || first === undefined) {
    const body = parse(answer);
    return Err(body.ok ? errorField(body.value) : body.error);
  }
  return Ok(first);
}

/** The error code of an answer, when it is an envelope with one. */
export function errorCode(answer: TRawAnswer): string | undefined {
  const body = parse(answer);
  if (!body.ok) return undefined;
  const errors = ZApiErrors.safeParse(body.value.error);
  return errors.success ? errors.data[0]?.code : undefined;
}

/**
 * A thrown failure yields its message; a failed fetch that reached us unwrapped still says the
 * portal cannot be reached, not the browser's own words.
 */
export function thrownMessage(error: unknown): string {
  if (error instanceof TypeError && FETCH_FAILURE.test(error.message)) return OUR_MESSAGES.unreachable;
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : MESSAGES.undefinedError;
}

/** One line a person can read, whatever the failure's shape. */
export function requestErrorMessage(error: TRequestError): string {
  if (typeof error === 'string') return error || MESSAGES.undefinedError;
  const messages = error.map((e) => e.message).filter(Boolean);
  return messages.length > 0 ? messages.join(' ') : MESSAGES.undefinedError;
}
