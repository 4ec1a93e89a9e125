import { text } from '../validation/text';
import { CATALOG_MESSAGES } from './catalog-messages';

/** A state, district, territory or province: two-letter code (USPS / Canada Post) and name. */
export interface TStateOption {
  code: string;
  name: string;
}

const list = (pairs: string): readonly TStateOption[] =>
  Object.freeze(
    pairs.split(';').map((pair) => {
      const [code, name] = pair.split(':') as [string, string];
      return Object.freeze({ code, name });
    }),
  );

/** The 50 states, in name order. */
export const US_STATES = list(
  'AL:Alabama;AK:Alaska;AZ:Arizona;AR:Arkansas;CA:California;CO:Colorado;CT:Connecticut;' +
    'DE:Delaware;FL:Florida;GA:Georgia;HI:Hawaii;ID:Idaho;IL:Illinois;IN:Indiana;IA:Iowa;' +
    'KS:Kansas;KY:Kentucky;LA:Louisiana;ME:Maine;MD:Maryland;MA:Massachusetts;MI:Michigan;' +
    'MN:Minnesota;MS:Mississippi;MO:Missouri;MT:Montana;NE:Nebraska;NV:Nevada;' +
    'NH:New Hampshire;NJ:New Jersey;NM:New Mexico;NY:New York;NC:North Carolina;' +
    'ND:North Dakota;OH:Ohio;OK:Oklahoma;OR:Oregon;PA:Pennsylvania;RI:Rhode Island;' +
    'SC:South Carolina;SD:South Dakota;TN:Tennessee;TX:Texas;UT:Utah;VT:Vermont;VA:Virginia;' +
    'WA:Washington;WV:West Virginia;WI:Wisconsin;WY:Wyoming',
);

export const DISTRICT_OF_COLUMBIA: TStateOption = Object.freeze({ code: 'DC', name: 'District of Columbia' });
export const PUERTO_RICO: TStateOption = Object.freeze({ code: 'PR', name: 'Puerto Rico' });

/** The five inhabited territories, with their USPS codes. */
export const US_TERRITORIES = list(
  'AS:American Samoa;GU:Guam;MP:Northern Mariana Islands;PR:Puerto Rico;VI:U.S. Virgin Islands',
);

/**
 * Doc 001 §3's "US states and territories as name plus code": the 50 states, the District of
 * Columbia and the five inhabited territories (56, sorted by name). The uninhabited Minor
 * Outlying Islands and the freely associated states (FM, MH, PW) are left out: nobody has an
 * address there to pick.
 */
export const US_STATES_AND_TERRITORIES: readonly TStateOption[] = Object.freeze(
  [...US_STATES, DISTRICT_OF_COLUMBIA, ...US_TERRITORIES].sort((a, b) => a.name.localeCompare(b.name, 'en')),
);

/** Canada's 10 provinces and 3 territories, with their Canada Post codes. */
export const CANADIAN_PROVINCES = list(
  'AB:Alberta;BC:British Columbia;MB:Manitoba;NB:New Brunswick;NL:Newfoundland and Labrador;' +
    'NS:Nova Scotia;NT:Northwest Territories;NU:Nunavut;ON:Ontario;PE:Prince Edward Island;' +
    'QC:Quebec;SK:Saskatchewan;YT:Yukon',
);

/**
 * Doc 001 §3's state list for billing: the US states plus the District of Columbia, the 13
 * Canadian provinces and territories, and Puerto Rico (65). US first (with DC and PR in name
 * order among them), then Canada, as a billing address form groups them.
 */
export const BILLING_STATES: readonly TStateOption[] = Object.freeze([
  ...[...US_STATES, DISTRICT_OF_COLUMBIA, PUERTO_RICO].sort((a, b) => a.name.localeCompare(b.name, 'en')),
  ...CANADIAN_PROVINCES,
]);

/** The country a billing state belongs to: 'CA' for a Canadian code, 'US' otherwise. */
export const billingStateCountry = (code: string): 'US' | 'CA' | undefined =>
  CANADIAN_PROVINCES.some((p) => p.code === code)
    ? 'CA'
    : BILLING_STATES.some((s) => s.code === code)
      ? 'US'
      : undefined;

const usCodes: ReadonlySet<string> = new Set(US_STATES_AND_TERRITORIES.map((s) => s.code));
const billingCodes: ReadonlySet<string> = new Set(BILLING_STATES.map((s) => s.code));

/** A code of US_STATES_AND_TERRITORIES as a form and a route accept it. */
export const ZUsStateCode = text()
  .trim()
  .toUpperCase()
  .refine((c) => usCodes.has(c), { message: CATALOG_MESSAGES.stateUnknown });

/** A code of BILLING_STATES as a form and a route accept it. */
export const ZBillingStateCode = text()
  .trim()
  .toUpperCase()
  .refine((c) => billingCodes.has(c), { message: CATALOG_MESSAGES.stateUnknown });
