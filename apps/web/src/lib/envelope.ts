import type { z } from 'zod';
import {
  Err,
  MESSAGES,
  OUR_MESSAGES,
  Ok,
  readApiErrors,
  readPageInfo,
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

/** What Chromium, Firefox and Safari say when fetch gets no answer. */
const FETCH_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

// the error list and the page are read without zod (readApiErrors, readPageInfo): the sign-in
// page reads a refused refresh before zod is needed (issue 24)
function errorField(body: TAnswerBody): TRequestError {
  return readApiErrors(body.error) ?? MESSAGES.undefinedError;
}

function parse(answer: TRawAnswer): Result<TAnswerBody, TRequestError> {
  const { body } = answer;
  // A body that is not our envelope comes from something in between (proxy, gateway), not the API.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return Err(OUR_MESSAGES.unavailable);
  return Ok(body as TAnswerBody);
}

const failed = (answer: TRawAnswer, status: unknown) => answer.status >= 400 || status === 'error';

/** Reads one payload item: `{ value }`, or null when it is not what the call expects. */
type TItemReader<T> = (item: unknown) => { value: T } | null;

function bySchema<S extends z.ZodType>(schema: S): TItemReader<z.output<S>> {
  return (item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? { value: parsed.data } : null;
  };
}

/**
 * Every payload item is checked against the schema of what the call expects: an answer of
 * another shape is a failure with a message, never a wrongly typed value deeper in the app.
 */
function checked<T>(read: TItemReader<T>, payload: unknown[]): TApiResult<T[]> {
  const items: T[] = [];
  for (const item of payload) {
    const parsed = read(item);
    if (!parsed) return Err(OUR_MESSAGES.unexpectedAnswer);
    items.push(parsed.value);
  }
  return Ok(items);
}

function payloadOf<T>(answer: TRawAnswer, read: TItemReader<T>): TApiResult<T[]> {
  const body = parse(answer);
  if (!body.ok) return body;
  const { payload, status } = body.value;
  if (failed(answer, status) || !Array.isArray(payload)) return Err(errorField(body.value));
  return checked(read, payload);
}

/** GET: the whole payload array; an error answer or a missing payload gives the error field. */
export function readPayload<S extends z.ZodType>(answer: TRawAnswer, schema: S): TApiResult<z.output<S>[]> {
  return payloadOf(answer, bySchema(schema));
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
  const page = body.ok ? readPageInfo((body.value as { page?: unknown }).page) : null;
  if (!page) return Err(OUR_MESSAGES.unexpectedAnswer);
  return Ok({ items: items.value, page });
}

/** A refused answer's errors (status 400 and up), read without a schema for what it would have held. */
export function readRefusal(answer: TRawAnswer): TRequestError {
  const body = parse(answer);
  return body.ok ? errorField(body.value) : body.error;
}

function firstOf<T>(answer: TRawAnswer, read: TItemReader<T>): TApiResult<T> {
  const all = payloadOf(answer, read);
  if (!all.ok) return all;
  const [first] = all.value;
  if (all.value.length === 0 || first === undefined) {
    const body = parse(answer);
    return Err(body.ok ? errorField(body.value) : body.error);
  }
  return Ok(first);
}

/** POST, PUT, DELETE: the payload must be a non-empty array; its first element is the result. */
export function readFirst<S extends z.ZodType>(answer: TRawAnswer, schema: S): TApiResult<z.output<S>> {
  return firstOf(answer, bySchema(schema));
}

/**
 * readFirst with a reader written without zod (the domain's `read…` functions, each held to its
 * schema by a test): for the answers the sign-in page reads before zod is loaded (issue 24).
 */
export function readFirstWith<T>(answer: TRawAnswer, read: (item: unknown) => T | null): TApiResult<T> {
  return firstOf(answer, (item) => {
    const value = read(item);
    return value === null ? null : { value };
  });
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
  return readApiErrors(body.value.error)?.[0]?.code;
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
