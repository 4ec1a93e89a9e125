/** A time zone as GET /v4/timezone/ answers it (doc 001 §3: timezoneId, name, systemName). */
export interface TTimeZone {
  timezoneId: number;
  /** what a person picks: the zone's abbreviations */
  name: string;
  /** the IANA name the platform schedules with */
  systemName: string;
}

/** doc 001 §3: only entries whose absolute timezoneId is 48 or less are kept. */
export const TIME_ZONE_ID_LIMIT = 48;

/** doc 001 §9: these names first, in this order; then the rest. */
export const TIME_ZONE_FIRST = [
  'EST/EDT',
  'CST/CDT',
  'MST/MDT',
  'PST/PDT',
  'EST',
  'CST',
  'MST',
  'PST',
  'UTC',
] as const;

/**
 * The platform's time zone table (the spec shows none; docs/decisions.md). An id's sign says
 * west (−) or east (+) of Greenwich, UTC is 0. Ids past ±48 are the table's retired rows, IANA
 * names since renamed or withdrawn, which the filter of doc 001 §3 drops.
 */
export const TIME_ZONE_CATALOGUE: readonly TTimeZone[] = [
  { timezoneId: 0, name: 'UTC', systemName: 'Etc/UTC' },
  { timezoneId: -1, name: 'EST/EDT', systemName: 'America/New_York' },
  { timezoneId: -2, name: 'CST/CDT', systemName: 'America/Chicago' },
  { timezoneId: -3, name: 'MST/MDT', systemName: 'America/Denver' },
  { timezoneId: -4, name: 'PST/PDT', systemName: 'America/Los_Angeles' },
  { timezoneId: -5, name: 'EST', systemName: 'America/Panama' },
  { timezoneId: -6, name: 'CST', systemName: 'America/Regina' },
  { timezoneId: -7, name: 'MST', systemName: 'America/Phoenix' },
  { timezoneId: -8, name: 'PST', systemName: 'Pacific/Pitcairn' },
  { timezoneId: -9, name: 'AKST/AKDT', systemName: 'America/Anchorage' },
  { timezoneId: -10, name: 'HST', systemName: 'Pacific/Honolulu' },
  { timezoneId: -11, name: 'AST', systemName: 'America/Puerto_Rico' },
  { timezoneId: -12, name: 'AST/ADT', systemName: 'America/Halifax' },
  { timezoneId: -13, name: 'NST/NDT', systemName: 'America/St_Johns' },
  { timezoneId: -14, name: 'SST', systemName: 'Pacific/Pago_Pago' },
  { timezoneId: -15, name: 'ChST', systemName: 'Pacific/Guam' },
  { timezoneId: -16, name: 'CST (Mexico)', systemName: 'America/Mexico_City' },
  { timezoneId: -17, name: 'BRT', systemName: 'America/Sao_Paulo' },
  { timezoneId: -18, name: 'ART', systemName: 'America/Argentina/Buenos_Aires' },
  { timezoneId: -19, name: 'COT', systemName: 'America/Bogota' },
  { timezoneId: 1, name: 'GMT/BST', systemName: 'Europe/London' },
  { timezoneId: 2, name: 'GMT/IST', systemName: 'Europe/Dublin' },
  { timezoneId: 3, name: 'CET/CEST', systemName: 'Europe/Berlin' },
  { timezoneId: 4, name: 'EET/EEST', systemName: 'Europe/Athens' },
  { timezoneId: 5, name: 'MSK', systemName: 'Europe/Moscow' },
  { timezoneId: 6, name: 'GST', systemName: 'Asia/Dubai' },
  { timezoneId: 7, name: 'PKT', systemName: 'Asia/Karachi' },
  { timezoneId: 8, name: 'IST', systemName: 'Asia/Kolkata' },
  { timezoneId: 9, name: 'ICT', systemName: 'Asia/Bangkok' },
  { timezoneId: 10, name: 'SGT', systemName: 'Asia/Singapore' },
  { timezoneId: 11, name: 'PHT', systemName: 'Asia/Manila' },
  { timezoneId: 12, name: 'JST', systemName: 'Asia/Tokyo' },
  { timezoneId: 13, name: 'KST', systemName: 'Asia/Seoul' },
  { timezoneId: 14, name: 'AWST', systemName: 'Australia/Perth' },
  { timezoneId: 15, name: 'ACST/ACDT', systemName: 'Australia/Adelaide' },
  { timezoneId: 16, name: 'AEST/AEDT', systemName: 'Australia/Sydney' },
  { timezoneId: 17, name: 'NZST/NZDT', systemName: 'Pacific/Auckland' },
  { timezoneId: 18, name: 'SAST', systemName: 'Africa/Johannesburg' },
  { timezoneId: 19, name: 'WAT', systemName: 'Africa/Lagos' },
  { timezoneId: 20, name: 'EAT', systemName: 'Africa/Nairobi' },
  { timezoneId: -49, name: 'PST/PDT', systemName: 'US/Pacific-New' },
  { timezoneId: -50, name: 'WGT/WGST', systemName: 'America/Godthab' },
  { timezoneId: 49, name: 'MMT', systemName: 'Asia/Rangoon' },
  { timezoneId: 50, name: 'EET/EEST', systemName: 'Europe/Kiev' },
  { timezoneId: 51, name: 'NPT', systemName: 'Asia/Katmandu' },
];

const firstRank = new Map<string, number>(TIME_ZONE_FIRST.map((name, i) => [name, i]));

/**
 * What GET /v4/timezone/ answers: the rows whose |timezoneId| is at most 48 (doc 001 §3), the
 * zones of doc 001 §9 first in its order, then the rest by name.
 */
export function listTimeZones(catalogue: readonly TTimeZone[] = TIME_ZONE_CATALOGUE): TTimeZone[] {
  const rank = (z: TTimeZone) => firstRank.get(z.name) ?? TIME_ZONE_FIRST.length;
  return catalogue
    .filter((z) => Math.abs(z.timezoneId) <= TIME_ZONE_ID_LIMIT)
    .toSorted(
      (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en') || a.timezoneId - b.timezoneId,
    );
}

/** The zone stats and reports use when neither the user nor the account set one. */
export const DEFAULT_SYSTEM_ZONE = 'Etc/UTC';

/**
 * The IANA zone a `timezone` setting names (a user's or an account's configuration): a timezoneId
 * of the catalogue, as the pickers store it, or one of its systemNames; null for anything else.
 */
export function systemZoneOf(setting: string | null | undefined): string | null {
  const value = setting?.trim();
  if (!value) return null;
  const zone = /^-?\d+$/.test(value)
    ? TIME_ZONE_CATALOGUE.find((z) => z.timezoneId === Number(value))
    : TIME_ZONE_CATALOGUE.find((z) => z.systemName === value);
  return zone?.systemName ?? null;
}
