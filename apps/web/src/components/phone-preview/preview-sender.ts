import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A sender as a phone writes it: a +1 number in national form, others international. */
export function formatSender(number: string): string {
  const parsed = parsePhoneNumberFromString(number);
  if (!parsed?.isPossible()) return number;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}
