import { z } from 'zod';
import { NUMBER_ACCESS } from '../access/numbers';
import { SENDER_STRATEGIES } from '../catalog/numbers';
import { NUMBER_MESSAGES, NUMBER_SET_DELETE_TEXTS } from '../texts/numbers-page';
import { text } from '../validation/text';
import { defineResource } from './define';

export const NUMBER_SET_NAME_MAX_LENGTH = 100;
export const NUMBER_SET_DESCRIPTION_MAX_LENGTH = 500;
/** Ours: a set is a sender pool for a campaign; a thousand numbers is past any real one. */
export const NUMBER_SET_MAX_NUMBERS = 1000;

/** What the form sends to create a number set, and to change one (PUT replaces it whole). */
export const ZNumberSetInput = z.strictObject({
  name: text({ error: NUMBER_MESSAGES.setNameRequired })
    .trim()
    .min(1, NUMBER_MESSAGES.setNameRequired)
    .max(NUMBER_SET_NAME_MAX_LENGTH, NUMBER_MESSAGES.setNameTooLong),
  description: text({ error: NUMBER_MESSAGES.setDescriptionTooLong })
    .trim()
    .max(NUMBER_SET_DESCRIPTION_MAX_LENGTH, NUMBER_MESSAGES.setDescriptionTooLong),
  strategy: z.enum(SENDER_STRATEGIES, { error: NUMBER_MESSAGES.strategyRequired }),
  /** the numbers in it, by phoneSid: each the account's, none in another set, none twice */
  phoneSids: z
    .array(text().min(1).max(200), { error: NUMBER_MESSAGES.numberUnknown })
    .max(NUMBER_SET_MAX_NUMBERS)
    .refine((ids) => new Set(ids).size === ids.length, NUMBER_MESSAGES.numberTwice),
});
export type TNumberSetInput = z.infer<typeof ZNumberSetInput>;

/** A number set as the API answers it: doc 001 §3's name and numberSetId, and ours beside them. */
export const ZNumberSet = z.object({
  numberSetId: text(),
  name: text(),
  description: text(),
  strategy: z.enum(SENDER_STRATEGIES),
  numbers: z.array(z.object({ phoneSid: text(), phoneNumber: text() })),
  /** the numbers' ids, as a change of the set sends them */
  phoneSids: z.array(text()),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type TNumberSet = z.infer<typeof ZNumberSet>;

/** Number sets (doc 001 §3, issue 26): pools of the account's numbers that send in turn. */
export const numberSetsResource = defineResource({
  name: 'number-sets',
  label: 'number set',
  itemName: (s) => s.name,
  path: '/v3/number-sets',
  idField: 'numberSetId',
  idPrefix: 'NS',
  item: ZNumberSet,
  create: ZNumberSetInput,
  update: ZNumberSetInput,
  access: { read: NUMBER_ACCESS, write: NUMBER_ACCESS },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: NUMBER_SET_DELETE_TEXTS,
  bulk: ['delete'],
  list: {
    sort: ['name', 'created', 'updated'],
    limit: { default: 100, max: 500 },
    search: true,
  },
  examples: {
    create: {
      name: 'Summer campaign',
      description: 'Senders of the spring offer.',
      strategy: 'round-robin',
      phoneSids: [],
    },
    update: { name: 'Spring campaign (sticky)', description: '', strategy: 'sticky', phoneSids: [] },
  },
});
