import { z } from 'zod';
import { NUMBER_ACCESS } from '../access/numbers';
import {
  AVAILABLE_SEARCH_DEFAULT,
  AVAILABLE_SEARCH_MAX,
  CNAM_MAX_LENGTH,
  CNAM_PATTERN,
  CNAM_STATUSES,
  NUMBER_LIST_PAGE_SIZE,
  NUMBER_TYPE_PARAMS,
} from '../catalog/numbers';
import { NUMBER_MESSAGES, NUMBER_RELEASE_TEXTS, NUMBER_STATUS_LABELS } from '../texts/numbers-page';
import { E164_NANP_PATTERN, ZE164Nanp } from '../validation/e164';
import { billingStateCountry } from '../catalog/us-states';
import { text } from '../validation/text';
import { defineResource } from './define';
import { enumKeys } from '../schemas/enum-keys';

export const FRIENDLY_NAME_MAX_LENGTH = 64;
export const NUMBER_STATUSES = enumKeys(NUMBER_STATUS_LABELS);
export const CAPABILITIES = ['sms', 'mms', 'voice'] as const;
export type TCapability = (typeof CAPABILITIES)[number];

/** Doc 001 §3: what a number can do. `mobile` is false for every number the network sells. */
export const ZNumberCapabilities = z.object({
  voiceEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  mmsEnabled: z.boolean(),
  mobile: z.boolean(),
});
export type TNumberCapabilities = z.infer<typeof ZNumberCapabilities>;

/** `sms,mms`: the capabilities a number must all have; each once, in any order. */
const ZCapabilityList = text()
  .regex(/^[a-z]+(,[a-z]+)*$/, NUMBER_MESSAGES.capabilities)
  .transform((value, ctx) => {
    const names = value.split(',');
    if (!names.every((n): n is TCapability => (CAPABILITIES as readonly string[]).includes(n))) {
      ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES.capabilities });
      return z.NEVER;
    }
    return [...new Set(names)];
  });

/** Digits to find anywhere in the 10-digit national number (Twilio's `contains`). */
export const ZContainsDigits = text()
  .trim()
  .regex(/^\d*$/, NUMBER_MESSAGES.contains)
  .max(10, NUMBER_MESSAGES.containsTooLong);

/** `GET /v3/numbers/available`: what to search the network's inventory for (issue 26). */
export const ZAvailableQuery = z.strictObject({
  areaCode: text()
    .regex(/^[2-9]\d\d$/, NUMBER_MESSAGES.areaCode)
    .optional(),
  contains: ZContainsDigits.optional(),
  type: z
    .enum(enumKeys(NUMBER_TYPE_PARAMS), {
      error: 'The type is local or toll-free.',
    })
    .default('local'),
  capabilities: ZCapabilityList.optional(),
  limit: z.coerce
    .number({ error: NUMBER_MESSAGES.searchLimit })
    .int(NUMBER_MESSAGES.searchLimit)
    .min(1, NUMBER_MESSAGES.searchLimit)
    .max(AVAILABLE_SEARCH_MAX, NUMBER_MESSAGES.searchLimit)
    .default(AVAILABLE_SEARCH_DEFAULT),
});
export type TAvailableQuery = z.output<typeof ZAvailableQuery>;

/** A number for sale, with its monthly price from the price list. */
export const ZAvailableNumber = z.object({
  phoneNumber: text(),
  numberType: z.union([z.literal(1), z.literal(2)]),
  /** the state or province, two letters; empty for toll-free */
  region: text(),
  /** the city the area code serves; empty for toll-free */
  locality: text(),
  capabilities: ZNumberCapabilities,
  /** dollars a month */
  monthlyPrice: z.number(),
});
export type TAvailableNumber = z.infer<typeof ZAvailableNumber>;

/** `POST /v3/numbers`: buy one number of a search's results. */
export const ZBuyNumber = z.strictObject({
  phoneNumber: text({ error: NUMBER_MESSAGES.phoneNumberRequired })
    .trim()
    .min(1, NUMBER_MESSAGES.phoneNumberRequired)
    .pipe(ZE164Nanp),
  friendlyName: text().trim().max(FRIENDLY_NAME_MAX_LENGTH, NUMBER_MESSAGES.friendlyNameTooLong).optional(),
});
export type TBuyNumber = z.infer<typeof ZBuyNumber>;

/** `PUT /v3/numbers/{phoneSid}`: what a person may change of a number (issue 26). */
export const ZNumberChanges = z.strictObject({
  friendlyName: text().trim().max(FRIENDLY_NAME_MAX_LENGTH, NUMBER_MESSAGES.friendlyNameTooLong),
  /** the set to put it in, or null for none */
  numberSetId: text().nullable(),
  remediation: z.boolean(),
});
export type TNumberChanges = z.infer<typeof ZNumberChanges>;

/** `PUT /v3/numbers/{phoneSid}/cnam`: the caller name to show (doc 001 §3, issue 26). */
export const ZCallerNameInput = z.strictObject({
  cnam: text({ error: NUMBER_MESSAGES.cnamRequired })
    .trim()
    .min(1, NUMBER_MESSAGES.cnamRequired)
    .max(CNAM_MAX_LENGTH, NUMBER_MESSAGES.cnamTooLong)
    .regex(CNAM_PATTERN, NUMBER_MESSAGES.cnamCharacters),
});
export type TCallerNameInput = z.infer<typeof ZCallerNameInput>;

/** Doc 001 §3's number, with ours beside it (locality, status, monthly price, times). */
export const ZNumber = z.object({
  phoneSid: text(),
  phoneNumber: text(),
  friendlyName: text(),
  remediation: z.boolean(),
  capabilities: ZNumberCapabilities,
  /** doc 001 §3 names both: the same flags, as some callers read them */
  attributes: z.object({
    'voice-enabled': z.boolean(),
    'sms-enabled': z.boolean(),
    'mms-enabled': z.boolean(),
  }),
  numberSet: z.object({ numberSetId: text(), numberSetName: text() }).nullable(),
  /** numberSet's id alone, as the change of a number sends it (null: in no set) */
  numberSetId: text().nullable(),
  cnamStatus: z.enum(CNAM_STATUSES).nullable(),
  cnam: text().nullable(),
  /** why the caller name was rejected, when it was */
  cnamReason: text().nullable(),
  /** the state or province (two letters); empty for toll-free */
  state: text(),
  locality: text(),
  brandId: text().nullable(),
  numberType: z.union([z.literal(1), z.literal(2)]),
  /** ordering while the carrier sets it up, then active */
  status: z.enum(NUMBER_STATUSES),
  /** dollars a month, as bought */
  monthlyPrice: z.number(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type TNumber = z.infer<typeof ZNumber>;

/** The account's numbers (doc 001 §3, §4, §7; issue 26): bought, listed 5000 a page, released. */
export const numbersResource = defineResource({
  name: 'numbers',
  label: 'number',
  itemName: (n) => n.phoneNumber,
  path: '/v3/numbers',
  idField: 'phoneSid',
  idPrefix: 'PN',
  item: ZNumber,
  create: ZBuyNumber,
  update: ZNumberChanges,
  access: { read: NUMBER_ACCESS, write: NUMBER_ACCESS },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  // /numbers: move the selected numbers to a set, release them
  bulk: ['update', 'delete'],
  deleteTexts: NUMBER_RELEASE_TEXTS,
  list: {
    sort: ['phoneNumber'],
    // doc 001 §4, §7: 5000 a page, the cursor the base64 of the page's last phone number
    limit: { default: NUMBER_LIST_PAGE_SIZE, max: NUMBER_LIST_PAGE_SIZE },
    cursor: { lastValue: E164_NANP_PATTERN },
    filters: {
      contains: ZContainsDigits.optional(),
      type: z.enum(Object.keys(NUMBER_TYPE_PARAMS) as [keyof typeof NUMBER_TYPE_PARAMS]).optional(),
      capability: z.enum(CAPABILITIES).optional(),
      /** a set's id, or `none` for numbers in no set */
      numberSetId: text().max(200).optional(),
      cnamStatus: z.enum([...CNAM_STATUSES, 'none']).optional(),
    },
  },
  examples: {
    update: { friendlyName: 'Support line', numberSetId: null, remediation: false },
    bulkUpdate: { numberSetId: null },
  },
});

/**
 * Issue 26: caller names are set on US local numbers only; a local number's country is its
 * state's or province's. The server's caller-name route and the edit drawer both ask this.
 */
export const isUsLocalNumber = (n: { numberType: number; state: string }): boolean =>
  n.numberType === 1 && billingStateCountry(n.state) === 'US';
