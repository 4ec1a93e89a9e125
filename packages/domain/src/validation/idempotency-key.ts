import { text } from './text';

/** Ours (the spec has no idempotency keys). */
export const IDEMPOTENCY_KEY_TEXT = 'An idempotency key is 8 to 200 characters.';

/**
 * The caller's key for a request that must take effect once (a payment, a message): made once per
 * attempt, sent again unchanged when the answer never came.
 */
export const ZIdempotencyKey = text({ error: IDEMPOTENCY_KEY_TEXT })
  .min(8, IDEMPOTENCY_KEY_TEXT)
  .max(200, IDEMPOTENCY_KEY_TEXT);
