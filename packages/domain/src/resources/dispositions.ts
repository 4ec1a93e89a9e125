import { z } from 'zod';
import {
  DISPOSITION_DELETE_TEXTS,
  DISPOSITION_MESSAGES,
  DISPOSITION_OUTCOME_LABELS,
} from '../texts/dispositions-page';
import { OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { DISPOSITION_READ, DISPOSITION_WRITE } from '../access/dispositions';
import { defineResource } from './define';
import { enumKeys } from '../schemas/enum-keys';

export const DISPOSITION_NAME_MAX_LENGTH = 100;
export const DISPOSITION_DESCRIPTION_MAX_LENGTH = 500;

/** success, callback, not interested, do not contact (issue 25), in that order. */
export const DISPOSITION_OUTCOMES = enumKeys(DISPOSITION_OUTCOME_LABELS);
export const ZDispositionOutcome = z.enum(DISPOSITION_OUTCOMES, {
  error: DISPOSITION_MESSAGES.outcomeRequired,
});
export type TDispositionOutcome = z.infer<typeof ZDispositionOutcome>;

/** What the form sends to create a disposition, and to change one (PUT replaces it whole). */
export const ZDispositionInput = z.strictObject({
  name: text({ error: DISPOSITION_MESSAGES.nameRequired })
    .trim()
    .min(1, DISPOSITION_MESSAGES.nameRequired)
    .max(DISPOSITION_NAME_MAX_LENGTH, DISPOSITION_MESSAGES.nameTooLong),
  // optional in the form, an empty text for none; no default: a bulk change's partial schema
  // would then write it on every change
  description: text({ error: DISPOSITION_MESSAGES.descriptionMissing })
    .trim()
    .max(DISPOSITION_DESCRIPTION_MAX_LENGTH, DISPOSITION_MESSAGES.descriptionTooLong),
  outcome: ZDispositionOutcome,
  enabled: z.boolean({ error: OUR_MESSAGES.required }),
});
export type TDispositionInput = z.infer<typeof ZDispositionInput>;

/** A disposition as the API answers it. */
export const ZDisposition = z.object({
  id: text(),
  name: text(),
  description: text(),
  outcome: ZDispositionOutcome,
  enabled: z.boolean(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type TDisposition = z.infer<typeof ZDisposition>;

export const dispositionsResource = defineResource({
  name: 'dispositions',
  label: 'disposition',
  itemName: (d) => d.name,
  path: '/v3/dispositions',
  idField: 'id',
  idPrefix: 'DP',
  item: ZDisposition,
  create: ZDispositionInput,
  update: ZDispositionInput,
  access: { read: DISPOSITION_READ, write: DISPOSITION_WRITE },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: DISPOSITION_DELETE_TEXTS,
  // the page's enable, disable and delete of the selected rows
  bulk: ['update', 'delete'],
  list: {
    sort: ['name', 'outcome', 'created', 'updated'],
    limit: { default: 100, max: 500 },
    // name and description, case-insensitively
    search: true,
    filters: {
      enabled: z.enum(['true', 'false']).optional(),
      outcome: ZDispositionOutcome.optional(),
    },
  },
  examples: {
    create: {
      name: 'Quote sent',
      description: 'A written quote went out.',
      outcome: 'success',
      enabled: true,
    },
    update: { name: 'Asked for an email', description: '', outcome: 'callback', enabled: false },
    bulkUpdate: { enabled: false },
  },
});
