import { z } from 'zod';
import { PRESET_ACCESS } from '../access/presets';
import { CLIENT_ID_PATTERN } from '../schemas/ids';
import { PRESET_DELETE_TEXTS, PRESET_DESTINATION_LABELS, PRESET_MESSAGES } from '../texts/presets-page';
import { ZE164International } from '../validation/e164';
import { OUR_MESSAGES } from '../validation/messages';
import { ZSipAddress } from '../validation/sip';
import { text } from '../validation/text';
import { defineResource } from './define';

export const PRESET_NAME_MAX_LENGTH = 100;

/** number, sip, user (issue 25), in that order. */
export const PRESET_DESTINATION_TYPES = Object.keys(PRESET_DESTINATION_LABELS) as [
  keyof typeof PRESET_DESTINATION_LABELS,
  ...(keyof typeof PRESET_DESTINATION_LABELS)[],
];
export type TPresetDestinationType = (typeof PRESET_DESTINATION_TYPES)[number];

/** Empty says what to enter; anything else is held to `rule` (with the rule's own message). */
const required = <T extends z.ZodType<string, string>>(message: string, rule: T) =>
  text({ error: message }).trim().min(1, message).pipe(rule);

/**
 * Where a preset transfers: a phone number in E.164 (any country; +1 by doc 001 §5's North
 * American rule), a SIP address with an optional port (doc 001 §5), or a user of the account (its
 * clientId: the server checks it is one of the caller's users).
 */
export const ZPresetDestination = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('number'),
      value: required(PRESET_MESSAGES.numberRequired, ZE164International),
    }),
    z.strictObject({ type: z.literal('sip'), value: required(PRESET_MESSAGES.sipRequired, ZSipAddress) }),
    z.strictObject({
      type: z.literal('user'),
      value: required(
        PRESET_MESSAGES.userRequired,
        text().regex(CLIENT_ID_PATTERN, PRESET_MESSAGES.userUnknown),
      ),
    }),
  ],
  { error: PRESET_MESSAGES.kindRequired },
);
export type TPresetDestination = z.infer<typeof ZPresetDestination>;

/** What the form sends to create a transfer preset, and to change one (PUT replaces it whole). */
export const ZPresetInput = z.strictObject({
  name: text({ error: PRESET_MESSAGES.nameRequired })
    .trim()
    .min(1, PRESET_MESSAGES.nameRequired)
    .max(PRESET_NAME_MAX_LENGTH, PRESET_MESSAGES.nameTooLong),
  destination: ZPresetDestination,
  enabled: z.boolean({ error: OUR_MESSAGES.required }),
});
export type TPresetInput = z.infer<typeof ZPresetInput>;

/** A transfer preset as the API answers it. */
export const ZPreset = z.object({
  id: text(),
  name: text(),
  destination: z.object({ type: z.enum(PRESET_DESTINATION_TYPES), value: text() }),
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
    // the name and the destination's number or address, case-insensitively
    search: true,
    filters: {
      enabled: z.enum(['true', 'false']).optional(),
      type: z.enum(PRESET_DESTINATION_TYPES).optional(),
    },
  },
  examples: {
    create: {
      name: 'Reception',
      destination: { type: 'sip', value: 'sip:frontdesk@pbx.example.com:5070' },
      enabled: true,
    },
    update: { name: 'Night line', destination: { type: 'number', value: '+14155230123' }, enabled: false },
    bulkUpdate: { enabled: false },
  },
});
