import type { CallerRejection, CallerReview, OfferedNumber } from '../port';
import { hashOf, hashString, unit } from './hash';
import { SALT } from './inventory';

/**
 * The simulated carrier's caller-name (CNAM) review, in the wording carriers' CNAM desks use.
 * Deterministic: the same seed, number and name give the same decision, so a rejected name stays
 * rejected when it is submitted again, and a different name may pass.
 */
export const CNAM_REJECTIONS = {
  notOurs: 'The number is not on this network.',
  notUsLocal: 'Caller names can be registered only for US local numbers.',
  format: 'A caller name is 1 to 15 characters: letters, digits, spaces and . , & -',
  digitsOnly: 'A caller name must contain letters: a name of digits alone is not displayed.',
  reserved: 'This name is reserved: phones show it for withheld or flagged calls.',
  impersonation:
    'The name suggests a bank, a government agency or an emergency service; it is refused under the Truth in Caller ID rules.',
  unverified: [
    'Could not verify the business name against public business registries.',
    'The caller name does not match the business registered for this number.',
    'The caller name could not be verified with the CNAM database provider.',
  ],
} as const;

/** The share of otherwise acceptable names the simulated desk cannot verify. */
export const UNVERIFIED_SHARE = 0.07;

/** The carrier's own limit: 15 characters of letters, digits, spaces and . , & - (the CNAM database's). */
const CNAM_FORMAT = /^[A-Za-z0-9 .,&-]{1,15}$/;

/** What a phone shows for a withheld or flagged call: a name equal to one of these misleads. */
const RESERVED = new Set([
  'UNKNOWN',
  'UNKNOWN CALLER',
  'PRIVATE',
  'PRIVATE CALLER',
  'PRIVATE NUMBER',
  'RESTRICTED',
  'ANONYMOUS',
  'UNAVAILABLE',
  'NO CALLER ID',
  'WIRELESS CALLER',
  'SPAM',
  'SPAM RISK',
  'SCAM LIKELY',
  'POTENTIAL SPAM',
  'OUT OF AREA',
]);

/** Words that pass a caller off as a bank, an agency or an emergency service. */
const IMPERSONATING = new Set([
  'BANK',
  'BANKING',
  'IRS',
  'FBI',
  'CIA',
  'DEA',
  'ATF',
  'DHS',
  'ICE',
  'SSA',
  'POLICE',
  'SHERIFF',
  'MARSHAL',
  'TROOPER',
  'MEDICARE',
  'MEDICAID',
  'TREASURY',
  'GOVT',
  'GOV',
  'GOVERNMENT',
  'FEDERAL',
  'COURT',
  'WARRANT',
  'FRAUD',
  'EMERGENCY',
  'AMBULANCE',
  'USCIS',
]);

const rejected = (code: CallerRejection, reason: string): CallerReview => ({ approved: false, code, reason });

/**
 * Reviews `cnam` for `number` (null when the number is not in the carrier's inventory). The
 * order: eligibility, the format, then what the name says, then the seeded share of names the
 * desk cannot verify.
 */
export function reviewCallerName(seed: number, number: OfferedNumber | null, cnam: string): CallerReview {
  if (!number) return rejected('not-eligible', CNAM_REJECTIONS.notOurs);
  if (number.type !== 'local' || number.isoCountry !== 'US')
    return rejected('not-eligible', CNAM_REJECTIONS.notUsLocal);
  const name = cnam.trim();
  if (!CNAM_FORMAT.test(name)) return rejected('format', CNAM_REJECTIONS.format);
  if (!/[A-Za-z]/.test(name)) return rejected('digits-only', CNAM_REJECTIONS.digitsOnly);
  const upper = name.toUpperCase().replace(/\s+/g, ' ');
  if (RESERVED.has(upper)) return rejected('reserved', CNAM_REJECTIONS.reserved);
  const words = upper.split(/[^A-Z0-9]+/).filter(Boolean);
  // "911" anywhere ("CALL911"), the words whole ("BANKS" and "ICED TEA" pass)
  if (upper.replace(/[^0-9]/g, '').includes('911') || words.some((w) => IMPERSONATING.has(w)))
    return rejected('impersonation', CNAM_REJECTIONS.impersonation);
  const h = hashOf(seed, SALT.review, hashString(number.phoneNumber), hashString(upper));
  if (unit(h) < UNVERIFIED_SHARE) {
    const reasons = CNAM_REJECTIONS.unverified;
    return rejected('unverified', reasons[hashOf(h) % reasons.length]!);
  }
  return { approved: true };
}
