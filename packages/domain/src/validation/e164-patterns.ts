// The patterns alone, without libphonenumber-js: what the messages' and the inbox's schemas need
// (issue 30: importing e164.ts put the phone library's 38 KiB on the agent's first page).

/**
 * Phone numbers in E.164 (doc 001 §5).
 *
 * North American: +1, an area code not starting 0 or 1 and not 900 or 976, an exchange not
 * starting 0 or 1, not 555 and not N11 (211, 311 … 911). This is the spec's own rule and it is
 * applied as written: libphonenumber-js's NANP metadata is a different rule (it refuses area
 * codes not yet assigned, such as 200, and accepts 900 and 555 numbers).
 */
export const E164_NANP_PATTERN = /^\+1(?!900|976)[2-9]\d{2}(?!555|[2-9]11)[2-9]\d{2}\d{4}$/;

/** The E.164 shape: + and up to 15 digits, the first not 0 (no country code starts with 0). */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** A North American number by doc 001 §5's rule. */
export const isNanpE164 = (value: string): boolean => E164_NANP_PATTERN.test(value);
