import { z } from 'zod';
import { CALLER_NAME_ACCESS } from '../access/numbers';
import { CNAM_STATUSES } from '../catalog/numbers';
import { text } from '../validation/text';
import { defineResource } from './define';

/**
 * Doc 001 §3's caller-name entry (cnam, status, created), with the number it belongs to and the
 * review's reason when rejected. Set on a number with `PUT /v3/numbers/{phoneSid}/cnam`.
 */
export const ZCallerName = z.object({
  phoneSid: text(),
  phoneNumber: text(),
  cnam: text(),
  status: z.enum(CNAM_STATUSES),
  reason: text().nullable(),
  /** ISO 8601: when it was asked for */
  created: text(),
});
export type TCallerName = z.infer<typeof ZCallerName>;

/** `GET /v3/cnam`: the account's caller names, newest first (the /cnam page). */
export const callerNamesResource = defineResource({
  name: 'caller-names',
  label: 'caller name',
  itemName: (c) => c.cnam,
  path: '/v3/cnam',
  idField: 'phoneSid',
  item: ZCallerName,
  access: { read: CALLER_NAME_ACCESS },
  operations: ['list'],
  list: {
    sort: ['created', 'cnam'],
    defaultSort: '-created',
    limit: { default: 100, max: 500 },
    search: true,
    filters: { status: z.enum(CNAM_STATUSES).optional() },
  },
});
