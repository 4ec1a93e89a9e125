import { z } from 'zod';
import { rule } from '../access/rules';
import { isEmail } from '../validation/email';
import { MESSAGES } from '../validation/messages';
import { text } from '../validation/text';

/** Whether a value matches the email pattern: only then is its availability asked (doc 001 §5). */
export const isCheckableEmail = isEmail;

/** The email field's schema: the spec's message for a value that is not an email address. */
export const ZCheckedEmail = text({ error: MESSAGES.emailValid })
  .trim()
  .refine(isCheckableEmail, MESSAGES.emailValid);

/** GET /v3/users/email-availability?email=: the question. */
export const ZEmailAvailabilityQuery = z.strictObject({ email: ZCheckedEmail });
export type TEmailAvailabilityQuery = z.infer<typeof ZEmailAvailabilityQuery>;

/** The answer: the email as checked (trimmed) and whether a new user may take it. */
export const ZEmailAvailability = z.object({ email: z.email(), available: z.boolean() });
export type TEmailAvailability = z.infer<typeof ZEmailAvailability>;

/**
 * The email availability call (doc 001 §5, §7: "not shown"; ours). An email is taken when a user
 * of any account signs in with it, since usernames are unique across accounts. Only callers who
 * create users may ask (user update, account create, or add-feature for the UCaaS user), so the
 * check cannot be used to list other tenants' users; the server throttles it per caller too.
 */
export const emailAvailabilityCall = {
  path: '/v3/users/email-availability',
  access: rule.any('gumby-user-update', 'gumby-acct-create', 'add-feature'),
  /** checks a caller may make per 15-minute window */
  perCallerLimit: 120,
} as const;

/** The field's states (doc 001 §4): N/A (nothing to check), Loading, available, not available. */
export const EMAIL_AVAILABILITY_STATES = ['N/A', 'Loading', 'available', 'not available'] as const;
export type TEmailAvailabilityState = (typeof EMAIL_AVAILABILITY_STATES)[number];
