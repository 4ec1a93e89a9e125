import {
  CAPABILITIES,
  CAPABILITY_LABELS,
  formatUsPhone,
  type TCapability,
  type TListQuery,
  type TNumberCapabilities,
} from '@parley/domain';

/** A number as people read it: +1 (312) 555-0142. */
export const phoneText = (phoneNumber: string): string => formatUsPhone(phoneNumber) || phoneNumber;

const FLAG: Record<TCapability, keyof TNumberCapabilities> = {
  sms: 'smsEnabled',
  mms: 'mmsEnabled',
  voice: 'voiceEnabled',
};

/** What a number can do, in the API's order of capabilities: ['sms', 'voice']. */
export const capabilitiesOf = (c: TNumberCapabilities): TCapability[] =>
  CAPABILITIES.filter((k) => c[FLAG[k]]);

/** 'SMS, MMS, Voice': the capabilities as a cell and the CSV show them. */
export const capabilitiesText = (c: TNumberCapabilities): string =>
  capabilitiesOf(c)
    .map((k) => CAPABILITY_LABELS[k])
    .join(', ');

/** 'Chicago, IL'; empty for a toll-free number, which serves no place. */
export const locationText = (locality: string, region: string): string =>
  [locality, region].filter((part) => part !== '').join(', ');

/**
 * The search box looks for digits anywhere in the number (the list's `contains`): what is typed is
 * read as a person writes a number, so '(312) 555' finds 312555, and a pasted +1 number its ten
 * digits.
 */
export function containsQuery(typed: string): TListQuery {
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits === '' ? {} : { contains: digits.slice(0, 10) };
}
