import { z } from 'zod';
import { ZEnvelope, ZPage, type TAccessRule } from '@parley/domain';

/**
 * One error of a failure. Plain strings, not domain's `text()`: an error may quote what the caller
 * sent (an unknown query key with a NUL in it), and the answer saying so must still go out.
 */
const ZErrorItem = z.object({ code: z.string(), message: z.string(), field: z.string().optional() });

/** The envelope of a failure: no payload, at least one error (DESIGN.md §3). */
const errorAnswer = (description: string) =>
  z
    .object({
      status: z.literal('error'),
      payload: z.array(z.unknown()).max(0),
      error: z.array(ZErrorItem).min(1),
    })
    .describe(description);

const ERROR_ANSWERS = {
  400: errorAnswer('The request is not valid: one error per field, naming it.'),
  401: errorAnswer('No session, or it has ended (code unauthenticated or session_expired).'),
  402: errorAnswer(
    'Payment is required: the account is not funded, its balance does not cover the charge, or the payment method was refused.',
  ),
  403: errorAnswer('The caller lacks a privilege this operation needs.'),
  404: errorAnswer('No such object in the caller’s account (another account’s object answers alike).'),
  409: errorAnswer('The change conflicts with what is stored.'),
  413: errorAnswer('The request body is too large.'),
  415: errorAnswer('The request body is not of a type this operation reads.'),
  429: errorAnswer('Too many requests; Retry-After says when to try again.'),
  503: errorAnswer('The service cannot answer now (database unavailable or the request deadline passed).'),
} as const;

export type TErrorStatus = keyof typeof ERROR_ANSWERS;

export interface AnswerOptions {
  /** the route's access rule: decides whether 401 and 403 can happen */
  access: TAccessRule;
  /** the operation names an object (a path id): 404 */
  notFound?: boolean;
  /** further error answers the operation gives (409 for a duplicate name, 402, …) */
  also?: readonly TErrorStatus[];
  /** what a success means, shown in /docs */
  description?: string;
  /** what an error answer means here, where it is not the usual reading (a 403 at sign-in) */
  explain?: Partial<Record<TErrorStatus, string>>;
}

/**
 * The `response` schemas of an operation: the success envelope of `item` and every error answer
 * the operation can give, so /docs documents each request and each answer.
 */
export function answers<T extends z.ZodType>(item: T, options: AnswerOptions) {
  const codes = new Set<TErrorStatus>([400, 413, 415, 429, 503, ...(options.also ?? [])]);
  if (options.access.kind !== 'public') codes.add(401);
  if (options.access.kind === 'privileges') codes.add(403);
  if (options.notFound) codes.add(404);
  for (const c of Object.keys(options.explain ?? {})) codes.add(Number(c) as TErrorStatus);
  const errors = Object.fromEntries(
    [...codes].sort().map((c) => {
      const own = options.explain?.[c];
      return [c, own ? ERROR_ANSWERS[c].describe(own) : ERROR_ANSWERS[c]];
    }),
  ) as Partial<typeof ERROR_ANSWERS>;
  return {
    200: ZEnvelope(item).describe(options.description ?? 'Success: the payload holds the result.'),
    ...errors,
  };
}

/** A list page: the items and the cursor of the next page (null on the last). */
export function pageAnswers<T extends z.ZodType>(item: T, options: AnswerOptions) {
  const { 200: _ok, ...errors } = answers(item, options);
  return {
    200: ZPage(item).describe(options.description ?? 'One page of the list, with the next page’s cursor.'),
    ...errors,
  };
}
