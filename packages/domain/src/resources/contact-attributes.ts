import { z } from 'zod';
import { OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';

/**
 * What a contact attribute holds. Doc 001 §3 gives a contact attribute a type and the boolean rule
 * of §8 needs booleans; the four kinds are ours (docs/decisions.md). Values are stored as text.
 */
export const CONTACT_ATTRIBUTE_TYPES = ['string', 'number', 'date', 'boolean'] as const;
export type TContactAttributeType = (typeof CONTACT_ATTRIBUTE_TYPES)[number];

/** One attribute a contact of the account may have: `attribute` is the key in extData. */
export const ZContactAttribute = z.object({
  attribute: text(),
  /** what a person reads: the custom field's name, or ours for a default */
  label: text(),
  type: z.enum(CONTACT_ATTRIBUTE_TYPES),
  /** from the account's custom_fields entry, not one of the defaults */
  custom: z.boolean(),
});
export type TContactAttribute = z.infer<typeof ZContactAttribute>;

const attr = (attribute: string, label: string, type: TContactAttributeType = 'string') =>
  ({ attribute, label, type, custom: false }) as const satisfies TContactAttribute;

/** Doc 001 §3's default contact attributes, in its order. */
export const DEFAULT_CONTACT_ATTRIBUTES: readonly TContactAttribute[] = [
  attr('city1', 'City'),
  attr('country1', 'Country'),
  attr('created', 'Created', 'date'),
  attr('email1', 'Email'),
  attr('externalcontactid1', 'External contact id'),
  attr('firstname', 'First name'),
  attr('lastname', 'Last name'),
  attr('notes', 'Notes'),
  attr('phonenumber1', 'Phone number'),
  attr('state1', 'State'),
  attr('zip1', 'Zip'),
  attr('address1', 'Address'),
];

/** The account configuration entry that lists the custom fields (doc 001 §3). */
export const CUSTOM_FIELDS_CONFIG_KEY = 'custom_fields';
export const CONTACT_ATTRIBUTE_NAME_MAX_LENGTH = 64;

const isType = (value: unknown): value is TContactAttributeType =>
  (CONTACT_ATTRIBUTE_TYPES as readonly unknown[]).includes(value);

const byName = (a: string, b: string) => {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  return la < lb ? -1 : la > lb ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/**
 * The attributes of an account's contacts (doc 001 §3): the defaults, then the account's
 * custom_fields entry — a JSON list of objects with a name — appended, sorted by name, each with
 * its lowercase name as the attribute. An entry may also say its `type` (ours; 'string' when
 * absent or unknown). Entries without a usable name, and names that would repeat an attribute
 * already listed, are skipped: a broken entry must not hide the contacts page.
 */
export function contactAttributes(customFields: string | null | undefined): TContactAttribute[] {
  const all = [...DEFAULT_CONTACT_ATTRIBUTES];
  let parsed: unknown;
  try {
    parsed = customFields ? JSON.parse(customFields) : [];
  } catch {
    return all;
  }
  if (!Array.isArray(parsed)) return all;
  const custom = parsed
    .filter(
      (e): e is { name: string; type?: unknown } =>
        typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string',
    )
    .map((e) => ({ name: e.name.trim(), type: isType(e.type) ? e.type : 'string' }))
    .filter((e) => e.name !== '' && e.name.length <= CONTACT_ATTRIBUTE_NAME_MAX_LENGTH)
    .sort((a, b) => byName(a.name, b.name));
  const taken = new Set(all.map((a) => a.attribute));
  for (const { name, type } of custom) {
    const attribute = name.toLowerCase();
    if (taken.has(attribute)) continue;
    taken.add(attribute);
    all.push({ attribute, label: name, type, custom: true });
  }
  return all;
}

/** GET /v4/contact/datatype: the first item's contactDataType, attribute → type (doc 001 §3, §7). */
export const ZContactDataTypes = z.object({
  contactDataType: z.record(text(), z.enum(CONTACT_ATTRIBUTE_TYPES)),
});
export type TContactDataTypes = z.infer<typeof ZContactDataTypes>;

export const contactDataTypes = (attributes: readonly TContactAttribute[]): TContactDataTypes => ({
  contactDataType: Object.fromEntries(attributes.map((a) => [a.attribute, a.type])),
});

/** A value a contact may hold for an attribute of this type, or the message that says why not. */
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T[0-9:.]+(Z|[+-]\d\d:\d\d)?)?$/;

export function valueProblem(type: TContactAttributeType, value: string): string | null {
  if (type === 'number') return NUMBER.test(value) ? null : OUR_MESSAGES.contactValueNumber;
  if (type === 'date') return DATE.test(value) ? null : OUR_MESSAGES.contactValueDate;
  if (type === 'boolean')
    return value === 'true' || value === 'false' ? null : OUR_MESSAGES.contactValueBoolean;
  return null;
}

export interface TDataProblem {
  /** the attribute, as the key under extData */
  attribute: string;
  message: string;
}

/**
 * What is wrong with a contact's attributes for this account: a key that is not one of its
 * attributes, or a value that does not fit the attribute's type. Empty values are left out
 * before this (they clear an attribute); `created` belongs to the server and is not judged.
 */
export function contactDataProblems(
  extData: Readonly<Record<string, string>>,
  attributes: readonly TContactAttribute[],
): TDataProblem[] {
  const types = new Map(attributes.map((a) => [a.attribute, a.type]));
  const problems: TDataProblem[] = [];
  for (const [attribute, value] of Object.entries(extData)) {
    // the server's own: set when the contact is made, whatever a form sends back
    if (attribute === 'created') continue;
    const type = types.get(attribute);
    if (!type) {
      problems.push({ attribute, message: OUR_MESSAGES.contactAttributeUnknown });
      continue;
    }
    const message = value === '' ? null : valueProblem(type, value);
    if (message) problems.push({ attribute, message });
  }
  return problems;
}
