import { z } from 'zod';
import { rule } from '../access/rules';
import { ZContactPhoneNumber } from '../validation/e164';
import { isEmail } from '../validation/email';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { ZEnvelope } from '../api/envelope-schemas';
import { CONTACT_ATTRIBUTE_NAME_MAX_LENGTH } from './contact-attributes';
import { CONTACT_SEARCH_VALUE_MAX_LENGTH } from './contact-search';
import { defineResource } from './define';
import { CONTACT_DELETE_TEXTS } from '../texts/contacts-page';

export const CONTACT_VALUE_MAX_LENGTH = 1000;
export const CONTACT_ATTRIBUTES_MAX = 100;

/** 10 digits get +1, 11 get + first; then E.164 with the spec's message, or the North American rule it breaks. */
export const ZContactPhone = ZContactPhoneNumber;

const ZValue = text().trim().max(CONTACT_VALUE_MAX_LENGTH, OUR_MESSAGES.contactValueTooLong);

/**
 * A contact's attributes as a form sends them: the phone number (required, E.164), an email when
 * given, and any other attribute of the account as text. Which keys the account has, and what
 * their types accept, the server checks against the account's attributes (contactDataProblems).
 * An empty value clears the attribute.
 */
export const ZContactExtDataInput = z
  .object({
    phonenumber1: ZContactPhone,
    email1: text()
      .trim()
      .refine((v) => v === '' || isEmail(v), MESSAGES.emailValid)
      .optional(),
  })
  .catchall(ZValue)
  .superRefine((data, ctx) => {
    const keys = Object.keys(data);
    if (keys.length > CONTACT_ATTRIBUTES_MAX)
      ctx.addIssue({ code: 'custom', message: OUR_MESSAGES.contactTooManyAttributes });
    for (const key of keys)
      if (key.length > CONTACT_ATTRIBUTE_NAME_MAX_LENGTH)
        ctx.addIssue({ code: 'custom', path: [key], message: OUR_MESSAGES.contactAttributeNameTooLong });
  });
export type TContactExtDataInput = z.infer<typeof ZContactExtDataInput>;

/** POST /v4/contacts */
export const ZContactCreate = z.strictObject({ extData: ZContactExtDataInput });
export type TContactCreate = z.infer<typeof ZContactCreate>;

/** PUT /v4/contacts/{contactId}: replaces the attributes; `archived: false` unarchives (doc 001 §8). */
export const ZContactUpdate = z.strictObject({
  extData: ZContactExtDataInput,
  archived: z.boolean({ error: OUR_MESSAGES.required }).optional(),
});
export type TContactUpdate = z.infer<typeof ZContactUpdate>;

/** A contact (doc 001 §3: contactId, accountSid, extData with phonenumber1), and our flags and times. */
export const ZContact = z.object({
  contactId: text(),
  accountSid: text(),
  extData: z.record(text(), text()),
  /** an archived contact is kept but left out of searches (doc 001 §8) */
  archived: z.boolean(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type TContact = z.infer<typeof ZContact>;

/**
 * Reading is the Contacts link's privilege (doc 000 §2: contact-read-all). The spec names none to
 * change contacts; `contact-write` is ours, held by owners, admins and supervisors, not agents
 * (docs/decisions.md).
 */
export const CONTACT_READ = rule.all('contact-read-all');
export const CONTACT_WRITE = rule.all('contact-read-all', 'contact-write');

export const contactsResource = defineResource({
  name: 'contacts',
  label: 'contact',
  itemName: (contact) => contactName(contact),
  path: '/v4/contacts',
  idField: 'contactId',
  idPrefix: 'CT',
  item: ZContact,
  create: ZContactCreate,
  update: ZContactUpdate,
  access: { read: CONTACT_READ, write: CONTACT_WRITE },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: CONTACT_DELETE_TEXTS,
  // the page's delete of the selected rows (an update replaces a contact's attributes: no bulk)
  bulk: ['delete'],
  list: {
    sort: ['created', 'updated'],
    defaultSort: '-created',
    limit: { default: 100, max: 500 },
    // names, email and phone number, case-insensitively
    search: true,
    filters: {
      archived: z.enum(['true', 'false']).optional(),
      // the page's phone search on the list (doc 001 §4): digits of the number, as the search's contains
      phone: text().trim().max(CONTACT_SEARCH_VALUE_MAX_LENGTH).optional(),
    },
  },
  examples: {
    create: {
      extData: {
        phonenumber1: '+13125560188',
        firstname: 'Dana',
        lastname: 'Reyes',
        email1: 'dana.reyes@example.com',
        city1: 'Chicago',
        state1: 'IL',
      },
    },
    update: {
      extData: { phonenumber1: '+13125560199', firstname: 'Dana', lastname: 'Reyes-Ortiz' },
    },
  },
});

/**
 * The answer of POST /v4/contact/search: the contacts (doc 001 §7), how many matched, and where
 * nothing active matched but archived contacts did, the spec's hint and those contacts
 * (at most CONTACT_SEARCH_ARCHIVED_MAX), so the page can offer to unarchive them.
 */
export const ZContactSearchAnswer = ZEnvelope(ZContact).extend({
  total: z.number().int().nonnegative(),
  notice: text().nullable(),
  archivedMatches: z.array(ZContact),
});
export type TContactSearchAnswer = z.infer<typeof ZContactSearchAnswer>;

export const CONTACT_PATHS = {
  search: '/v4/contact/search',
  dataTypes: '/v4/contact/datatype',
  attributes: '/v4/contact/attributes',
} as const;

/** A contact's name as a list shows it: first and last, or the phone number when it has none. */
export function contactName(contact: Pick<TContact, 'extData'>): string {
  const { firstname = '', lastname = '', phonenumber1 = '' } = contact.extData;
  const name = `${firstname.trim()} ${lastname.trim()}`.trim();
  return name || phonenumber1;
}
