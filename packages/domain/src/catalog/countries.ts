import { getCountries } from 'libphonenumber-js/min';
import { text } from '../validation/text';
import { CATALOG_MESSAGES } from './catalog-messages';

/**
 * The full country list of doc 001 §3: ISO 3166-1 alpha-2 code and English name.
 *
 * Codes: ISO 3166-1's 249 officially assigned alpha-2 codes, written here because no installed
 * package lists them (libphonenumber-js lists the 245 regions it has phone metadata for, which
 * adds the non-ISO AC, TA and XK and lacks AQ, BV, GS, HM, PN, TF and UM; a test holds the two
 * lists together so a change in either is noticed). The standard changes rarely (the last new
 * code was SS in 2011).
 *
 * Names: `Intl.DisplayNames` (CLDR, maintained with the browser and Node), so no name list is
 * kept by hand and names follow CLDR's current usage (Türkiye, Czechia, Côte d’Ivoire).
 */
export const ISO_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface TCountry {
  /** ISO 3166-1 alpha-2 */
  code: string;
  name: string;
}

/** The country a country-aware field starts on (issue 13: defaulting to US). */
export const DEFAULT_COUNTRY_CODE = 'US';

/** Whether a text is one of the ISO codes above (upper case, as stored). */
export const isCountryCode = (code: string): boolean => COUNTRY_CODE_SET.has(code);
const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(ISO_COUNTRY_CODES);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A code's English name ('US' → 'United States'); the code itself when the engine has no name. */
export const countryName = (code: string): string => regionNames.of(code) ?? code;

let sorted: readonly TCountry[] | undefined;

/** Every country, sorted by English name; built once, on first use. */
export function countries(): readonly TCountry[] {
  sorted ??= Object.freeze(
    ISO_COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    ),
  );
  return sorted;
}
const collator = new Intl.Collator('en');

/** Regions libphonenumber-js can parse numbers for that are not ISO 3166-1 countries. */
export const PHONE_ONLY_REGIONS = ['AC', 'TA', 'XK'] as const;

/** The ISO countries libphonenumber-js has phone metadata for (a phone input's country choice). */
export function phoneCountries(): readonly TCountry[] {
  const withPhones = new Set<string>(getCountries());
  return countries().filter((c) => withPhones.has(c.code));
}

/** An ISO country code as a form and a route accept it. */
export const ZCountryCode = text()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: CATALOG_MESSAGES.countryUnknown });
