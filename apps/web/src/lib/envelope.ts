import type { z } from 'zod';
import {
  Err,
  MESSAGES,
  OUR_MESSAGES,
  Ok,
  ZApiError,
  ZPageInfo,
  type Result,
  type TApiError,
  type TPageInfo,
} from '@parley/domain';
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

/**
 * Every payload item is checked against the schema of what the call expects: an answer of
 * another shape is a failure with a message, never a wrongly typed value deeper in the app.
 */
function checked<S extends z.ZodType>(schema: S, payload: unknown[]): TApiResult<z.output<S>[]> {
  const items: z.output<S>[] = [];
  for (const item of payload) {
    const parsed = schema.safeParse(item);
    if (!parsed.success) return Err(OUR_MESSAGES.unexpectedAnswer);
    items.push(parsed.data);
  }
  return Ok(items);
}

/** GET: the whole payload array; an error answer or a missing payload gives the error field. */
export function readPayload<S extends z.ZodType>(answer: TRawAnswer, schema: S): TApiResult<z.output<S>[]> {
  const body = parse(answer);
  if (!body.ok) return body;
  const { payload, status } = body.value;
  if (failed(answer, status) || !Array.isArray(payload)) return Err(errorField(body.value));
  return checked(schema, payload);
}

/** A list page: its items and where the next page starts. */
export interface TPage<T> {
  items: T[];
  page: TPageInfo;
}

export function readPage<S extends z.ZodType>(answer: TRawAnswer, schema: S): TApiResult<TPage<z.output<S>>> {
  const items = readPayload(answer, schema);
  if (!items.ok) return items;
  const body = parse(answer);
  const page = body.ok ? ZPageInfo.safeParse((body.value as { page?: unknown }).page) : null;
  if (!page?.success) return Err(OUR_MESSAGES.unexpectedAnswer);
  return Ok({ items: items.value, page: page.data });
}

/** POST, PUT, DELETE: the payload must be a non-empty array; its first element is the result. */
export function readFirst<S extends z.ZodType>(answer: TRawAnswer, schema: S): TApiResult<z.output<S>> {
  const all = readPayload(answer, schema);
  if (!all.ok) return all;
  const [first] = all.value;
  if (all.value.length === 0 || first === undefined) {
    const body = parse(answer);
    return Err(body.ok ? errorField(body.value) : body.error);
  }
  return Ok(first);
}

/**
 * An answer that says more than its payload (the contact search: how many matched, a hint): the
 * whole body, checked against the schema of that answer; an error answer gives the error field.
 */
export function readBody<S extends z.ZodType>(answer: TRawAnswer, schema: S): TApiResult<z.output<S>> {
  const body = parse(answer);
  if (!body.ok) return body;
  if (failed(answer, body.value.status)) return Err(errorField(body.value));
  const parsed = schema.safeParse(body.value);
  return parsed.success ? Ok(parsed.data) : Err(OUR_MESSAGES.unexpectedAnswer);
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
