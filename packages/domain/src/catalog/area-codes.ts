import { AREA_CODE_ROWS } from './area-codes-data';
import { CANADIAN_PROVINCES, DISTRICT_OF_COLUMBIA, US_STATES, type TStateOption } from './us-states';

/**
 * A geographic North American area code: its state or province (two-letter code), its country
 * and a principal city (a real city inside it, the one most of its exchanges name; an overlay
 * takes the city of the code it overlays). Issue 26: the simulated network's local inventory and
 * the area-code picker of /purchase-numbers.
 */
export interface TAreaCode {
  code: string;
  region: string;
  country: 'US' | 'CA';
  city: string;
}

const canadian: ReadonlySet<string> = new Set(CANADIAN_PROVINCES.map((p) => p.code));

/**
 * Every current US (50 states and DC) and Canadian geographic area code, in code order, from
 * Google libphonenumber's geocoding data (scripts/generate-area-codes.mjs writes
 * area-codes-data.ts). Territories (PR, VI, GU …) and the Caribbean are left out: carriers list
 * them as countries of their own.
 */
export const AREA_CODES: readonly TAreaCode[] = Object.freeze(
  AREA_CODE_ROWS.split(';').map((row) => {
    const [code, region, city] = row.split(':') as [string, string, string];
    return Object.freeze({ code, region, country: canadian.has(region) ? 'CA' : 'US', city } as const);
  }),
);

/** The toll-free codes numbers are sold under (800 and its successors; 899 and the rest unused). */
export const TOLL_FREE_AREA_CODES = Object.freeze(['800', '833', '844', '855', '866', '877', '888'] as const);
export type TTollFreeAreaCode = (typeof TOLL_FREE_AREA_CODES)[number];

const byCode: ReadonlyMap<string, TAreaCode> = new Map(AREA_CODES.map((a) => [a.code, a]));
const tollFree: ReadonlySet<string> = new Set(TOLL_FREE_AREA_CODES);

/** The geographic area code `code` ('212'), or undefined for a toll-free or unknown one. */
export const areaCodeInfo = (code: string): TAreaCode | undefined => byCode.get(code);

export const isTollFreeAreaCode = (code: string): code is TTollFreeAreaCode => tollFree.has(code);

const regionNames: ReadonlyMap<string, string> = new Map(
  [...US_STATES, DISTRICT_OF_COLUMBIA, ...CANADIAN_PROVINCES].map((r: TStateOption) => [r.code, r.name]),
);

/** How a region code of AREA_CODES reads ('NJ' → 'New Jersey'). */
export const areaCodeRegionName = (region: string): string | undefined => regionNames.get(region);
