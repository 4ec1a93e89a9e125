import { z } from 'zod';
import { BREAK_DELETE_TEXTS, BREAK_MESSAGES } from '../texts/breaks-page';
import { OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { BREAK_ACCESS } from '../access/breaks';
import { defineResource } from './define';

export const BREAK_NAME_MAX_LENGTH = 100;
export const BREAK_DESCRIPTION_MAX_LENGTH = 500;
export const BREAK_MINUTES_MIN = 1;
/** Eight hours: a shift's length, the longest break that makes sense. */
export const BREAK_MINUTES_MAX = 480;

/** What the form sends to create a break type, and to change one (PUT replaces it whole). */
export const ZBreakInput = z.strictObject({
  name: text({ error: BREAK_MESSAGES.nameRequired })
    .trim()
    .min(1, BREAK_MESSAGES.nameRequired)
    .max(BREAK_NAME_MAX_LENGTH, BREAK_MESSAGES.nameTooLong),
  // optional in the form, an empty text for none; no default: a bulk change's partial schema would
  // then write it on every change
  description: text({ error: BREAK_MESSAGES.descriptionMissing })
    .trim()
    .max(BREAK_DESCRIPTION_MAX_LENGTH, BREAK_MESSAGES.descriptionTooLong),
  paid: z.boolean({ error: BREAK_MESSAGES.paidRequired }),
  maxMinutes: z
    .number({ error: BREAK_MESSAGES.minutesRequired })
    .int(BREAK_MESSAGES.minutesWhole)
    .min(BREAK_MINUTES_MIN, BREAK_MESSAGES.minutesRange)
    .max(BREAK_MINUTES_MAX, BREAK_MESSAGES.minutesRange),
  enabled: z.boolean({ error: OUR_MESSAGES.required }),
});
export type TBreakInput = z.infer<typeof ZBreakInput>;

/** A break type as the API answers it. */
export const ZBreak = z.object({
  id: text(),
  name: text(),
  description: text(),
  paid: z.boolean(),
  maxMinutes: z.number().int(),
  enabled: z.boolean(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type TBreak = z.infer<typeof ZBreak>;

export const breaksResource = defineResource({
  name: 'breaks',
  label: 'break type',
  itemName: (b) => b.name,
  path: '/v3/breaks',
  idField: 'id',
  idPrefix: 'BK',
  item: ZBreak,
  create: ZBreakInput,
  update: ZBreakInput,
  access: { read: BREAK_ACCESS, write: BREAK_ACCESS },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: BREAK_DELETE_TEXTS,
  // the page's enable, disable and delete of the selected rows
  bulk: ['update', 'delete'],
  list: {
    sort: ['name', 'maxMinutes', 'created', 'updated'],
    limit: { default: 100, max: 500 },
    // name and description, case-insensitively
    search: true,
    filters: {
      enabled: z.enum(['true', 'false']).optional(),
      paid: z.enum(['true', 'false']).optional(),
    },
  },
  examples: {
    create: { name: 'Lunch', description: 'The midday meal.', paid: false, maxMinutes: 30, enabled: true },
    update: { name: 'Long lunch', description: '', paid: true, maxMinutes: 45, enabled: false },
    bulkUpdate: { enabled: false },
  },
});
