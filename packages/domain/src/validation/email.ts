import { z } from 'zod';
import { MESSAGES } from './messages';
import { text } from './text';

/** RFC 5321's limit on a whole address (a longer one cannot be delivered). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

/**
 * Doc 001 §5's email pattern: zod's (the one `z.email()` uses — ASCII local part of letters,
 * digits and ._+-, no leading, trailing or doubled dot; a host of dotted labels with a TLD of two
 * letters or more). The email field checks availability only once the input matches it.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_PATTERN.test(value);

/**
 * A required address: empty or wrong, 'Must provide a valid email address.' (the spec's wording
 * for a field that must be filled in).
 */
export const ZEmailRequired = text({ error: MESSAGES.emailProvide })
  .trim()
  .refine(isEmail, MESSAGES.emailProvide);

/** An optional address: empty passes, anything else must be an address ('Must be a valid email address.'). */
export const ZEmailOptional = text({ error: MESSAGES.emailValid })
  .trim()
  .refine((v) => v === '' || isEmail(v), MESSAGES.emailValid);
