import { z } from 'zod';
import { OUR_MESSAGES } from './messages';

// A NUL byte, or half of a surrogate pair without its other half.
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that can be stored and sent on: no NUL (PostgreSQL refuses it in text) and no lone
 * surrogate (it has no UTF-8 form, so it is mangled on the way to the database or a carrier).
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Every string schema of the API starts here (lint bans a bare z.string() in this package), so
 * the browser and the server refuse such text with the same clear message instead of the
 * database answering 500. `abort` stops the other checks from adding messages about it.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: OUR_MESSAGES.unstorableText, abort: true });
}
