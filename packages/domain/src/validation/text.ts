import { z } from 'zod';
import { OUR_MESSAGES } from './messages';
import { isStorableText } from './storable-text';

// isStorableText lives apart, without zod, for the readers that run before zod is loaded (issue 24)
export { isStorableText } from './storable-text';

/**
 * Every string schema of the API starts here (lint bans a bare z.string() in this package), so
 * the browser and the server refuse such text with the same clear message instead of the
 * database answering 500. `abort` stops the other checks from adding messages about it.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: OUR_MESSAGES.unstorableText, abort: true });
}
