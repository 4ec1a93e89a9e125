import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { MESSAGES } from './messages';
import { NANP_RULE_MESSAGES, VALIDATION_MESSAGES } from './validation-messages';
import { text } from './text';
import { E164_PATTERN, isNanpE164 } from './e164-patterns';

export { E164_NANP_PATTERN, E164_PATTERN, isNanpE164 } from './e164-patterns';

/**
 * Which of doc 001 §5's North American rules a number of E.164 form (+1 and ten digits) breaks,
 * as our message; null when it breaks none, or is not of that form (then the spec's format
 * message is the true one).
 */
export function nanpRuleProblem(value: string): string | null {
  const m = /^\+1(\d{3})(\d{3})\d{4}$/.exec(value);
  if (!m) return null;
  const [, area, exchange] = m as unknown as [string, string, string];
  if (/^[01]/.test(area)) return NANP_RULE_MESSAGES.areaCodeStart;
  if (area === '900' || area === '976') return NANP_RULE_MESSAGES.premiumAreaCode;
  if (/^[01]/.test(exchange)) return NANP_RULE_MESSAGES.exchangeStart;
  if (exchange === '555') return NANP_RULE_MESSAGES.exchange555;
  if (/^[2-9]11$/.test(exchange)) return NANP_RULE_MESSAGES.serviceCode;
  return null;
}

/**
 * Adds the message for a number `accepts` refuses: the North American rule it breaks when it has
 * the form, otherwise `format` (the spec's or ours).
 */
const phoneIssue =
  (accepts: (value: string) => boolean, format: string) =>
  (value: string, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) => {
    if (!accepts(value)) ctx.addIssue({ code: 'custom', message: nanpRuleProblem(value) ?? format });
  };

/**
 * An international number: the E.164 shape, then libphonenumber-js with its `min` metadata — a
 * known country calling code, a length that country uses and its national number's leading
 * digits. `min`, not `max`, on purpose: `max` adds each country's exact number-range patterns,
 * which refuse ranges opened after the library's release until it is updated, and costs the
 * browser 65 kB more; the length and country check is what catches typing mistakes. A +1 number
 * is judged by the North American rule alone.
 */
export function isInternationalE164(value: string): boolean {
  if (!E164_PATTERN.test(value)) return false;
  if (value.startsWith('+1')) return isNanpE164(value);
  return isValidPhoneNumber(value);
}

/** A number in E.164 (any country; +1 by the North American rule). Kept for existing callers. */
export const isE164 = isInternationalE164;

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

/** The region a valid E.164 number belongs to ('US', 'CA', 'GB' …), when libphonenumber-js knows it. */
export const phoneRegionOf = (value: string): string | undefined =>
  parsePhoneNumberFromString(value)?.country;

/**
 * A North American number: 'Phone number must follow the E.164 format (+1XXXXXXXXXX)' when it is
 * not of that form, the rule it breaks when it is (+13125550100: the 555 exchange).
 */
export const ZE164Nanp = text({ error: MESSAGES.e164Nanp })
  .trim()
  .overwrite(normalizePhone)
  .superRefine(phoneIssue(isNanpE164, MESSAGES.e164Nanp));

/** Any country's number in E.164, normalised as typed; +1 numbers by the North American rule. */
export const ZE164International = text({ error: VALIDATION_MESSAGES.e164International })
  .trim()
  .overwrite(normalizePhone)
  .superRefine(phoneIssue(isInternationalE164, VALIDATION_MESSAGES.e164International));

/**
 * A contact's number: any country's in E.164 (+1 by the North American rule), refused with the
 * spec's 'Phone number must follow the E.164 format (+1XXXXXXXXXX)' when it is not of that form
 * and with the rule it breaks when it is.
 */
export const ZContactPhoneNumber = text({ error: MESSAGES.e164Nanp })
  .overwrite(normalizePhone)
  .superRefine(phoneIssue(isInternationalE164, MESSAGES.e164Nanp));
