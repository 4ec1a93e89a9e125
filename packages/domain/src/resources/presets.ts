import { z } from 'zod';
import { PRESET_ACCESS } from '../access/presets';
import { PRESET_DELETE_TEXTS, PRESET_MESSAGES } from '../texts/presets-page';
import { OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { defineResource } from './define';

export const PRESET_NAME_MAX_LENGTH = 100;
export const PRESET_DESCRIPTION_MAX_LENGTH = 500;

/** What the form sends to create a transfer preset, and to change one (PUT replaces it whole). */
export const ZPresetInput = z.strictObject({
  name: text({ error: PRESET_MESSAGES.nameRequired })
    .trim()
    .min(1, PRESET_MESSAGES.nameRequired)
    .max(PRESET_NAME_MAX_LENGTH, PRESET_MESSAGES.nameTooLong),
  // an empty text for none; no default: a bulk change's partial schema would write it every time
  description: text({ error: PRESET_MESSAGES.descriptionMissing })
    .trim()
    .max(PRESET_DESCRIPTION_MAX_LENGTH, PRESET_MESSAGES.descriptionTooLong),
  enabled: z.boolean({ error: OUR_MESSAGES.required }),
});
export type TPresetInput = z.infer<typeof ZPresetInput>;

/** A transfer preset as the API answers it. */
export const ZPreset = z.object({
  id: text(),
  name: text(),
  description: text(),
  enabled: z.boolean(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type TPreset = z.infer<typeof ZPreset>;

export const presetsResource = defineResource({
  name: 'presets',
  label: 'transfer preset',
  itemName: (item) => item.name,
  path: '/v3/presets',
  idField: 'id',
  idPrefix: 'PR',
  item: ZPreset,
  create: ZPresetInput,
  update: ZPresetInput,
  access: PRESET_ACCESS,
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: PRESET_DELETE_TEXTS,
  // the page's enable, disable and delete of the selected rows
  bulk: ['update', 'delete'],
  list: {
    sort: ['name', 'created', 'updated'],
    limit: { default: 100, max: 500 },
    // name and description, case-insensitively
    search: true,
    filters: { enabled: z.enum(['true', 'false']).optional() },
  },
  examples: {
    create: { name: 'Example transfer preset', description: 'Made from the API docs.', enabled: true },
    update: { name: 'Renamed transfer preset', description: '', enabled: false },
    bulkUpdate: { enabled: false },
  },
});
