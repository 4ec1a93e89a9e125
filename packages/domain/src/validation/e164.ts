/**
 * Phone numbers in E.164 (doc 001 §5). libphonenumber-js is not a dependency of domain yet; these
 * are the spec's two patterns, which is all a contact's number is checked against.
 *
 * North American: +1, an area code not starting 0 or 1 and not 900 or 976, an exchange not
 * starting 0 or 1, not 555 and not N11 (211, 311 … 911).
 */
export const E164_NANP_PATTERN = /^\+1(?!900|976)[2-9]\d{2}(?!555|[2-9]11)[2-9]\d{2}\d{4}$/;

/** International: + and 7 to 15 digits, the first not 0 (a country code never starts with 0). */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** A number in E.164; one that starts with +1 must also follow the North American rules. */
export function isE164(value: string): boolean {
  if (!E164_PATTERN.test(value)) return false;
  return value.startsWith('+1') ? E164_NANP_PATTERN.test(value) : true;
}

/**
 * A number as a person types it, written in E.164 where the phone picker's rule of doc 001 §5
 * applies: spaces, dots, dashes and brackets go; ten digits get +1, eleven digits get +.
 * Anything else is returned as it is, for `isE164` to judge.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(compact)) return `+1${compact}`;
  if (/^\d{11}$/.test(compact)) return `+${compact}`;
  return compact;
}
