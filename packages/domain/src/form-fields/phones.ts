import { ZE164International, ZE164Nanp } from '../validation/e164';

/** doc 001 §5: the US phone mask is +1 followed by 10 digits. */
export const US_PHONE_DIGITS = 10;

/**
 * The 10 digits of a US number as typed or pasted: anything not a digit goes, and a leading 1
 * (the country code, typed or pasted with +1) is dropped once the rest would not fit without it.
 */
export function usPhoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trimStart().startsWith('+1') || (digits.length > US_PHONE_DIGITS && digits.startsWith('1')))
    digits = digits.slice(1);
  return digits.slice(0, US_PHONE_DIGITS);
}

/** The value the field keeps: '+1' and the digits typed so far ('' while none). */
export const usPhoneValue = (digits: string) => (digits ? `+1${digits}` : '');

/** How the mask shows a value: +1 (312) 555-0142, filled in as the digits come. */
export function formatUsPhone(value: string): string {
  const d = usPhoneDigits(value);
  if (!d) return '';
  let out = `+1 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6)}`;
  return out;
}

/**
 * A US number as the mask keeps it: +1 and 10 digits, following the North American rules of
 * doc 001 §5 (area code and exchange), with the spec's message.
 */
export const ZUsPhone = ZE164Nanp;

/** A phone number of any country in E.164, as the country-aware input keeps it. */
export const ZPhoneE164 = ZE164International;
