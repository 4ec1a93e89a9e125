import { z } from 'zod';
import { fillText } from '../texts/fill-text';
import { text } from '../validation/text';
import type { TResourceDefinition } from './define';

/**
 * The most ids one bulk call may name: a page of the largest list (500), so "select all on this
 * page" fits in one call, and one transaction stays short.
 */
export const BULK_IDS_MAX = 500;

export const BULK_MESSAGES = {
  idsRequired: 'Choose at least one item.',
  idsTooMany: 'At most {max} items can be changed at once.',
  changesRequired: 'Say what to change.',
  /** a 404 of a bulk call names what it could not find; nothing was changed */
  notFound: 'Not found: {ids}. Nothing was changed.',
} as const;

/** 'At most 500 items can be changed at once.' */
export const bulkIdsTooManyMessage = (max = BULK_IDS_MAX) =>
  fillText(BULK_MESSAGES.idsTooMany, { max: String(max) });

/** 'Not found: WH…, WH…. Nothing was changed.' */
export const bulkNotFoundMessage = (ids: readonly string[]) =>
  fillText(BULK_MESSAGES.notFound, { ids: ids.join(', ') });

/** The ids of a bulk call: 1 to BULK_IDS_MAX; an id named twice counts once. */
export const ZBulkIds = z
  .array(text().min(1).max(200), { error: BULK_MESSAGES.idsRequired })
  .min(1, BULK_MESSAGES.idsRequired)
  .max(BULK_IDS_MAX, bulkIdsTooManyMessage())
  .transform((ids) => [...new Set(ids)]);

/** `DELETE <collection>`: `{ ids }`. */
export const ZBulkDelete = z.strictObject({ ids: ZBulkIds });
export type TBulkDelete = z.input<typeof ZBulkDelete>;

/**
 * `PATCH <collection>`: `{ ids, changes }`, where changes is any part of the resource's update
 * input (or of its `bulkChanges`), checked by the same rules (`{ enabled: false }` to disable
 * many), and not empty.
 */
export function bulkUpdateSchema(definition: TResourceDefinition) {
  const update = definition.update;
  if (!(update instanceof z.ZodObject))
    throw new Error(`${definition.name}: bulk update needs an object update schema`);
  const only = definition.bulkChanges;
  // the fields' own rules; a rule across fields (a superRefine) is the update's alone
  const changes = only
    ? z.strictObject(Object.fromEntries(only.map((field) => [field, update.shape[field]!])))
    : update;
  return z.strictObject({
    ids: ZBulkIds,
    changes: changes
      .partial()
      .refine((changes) => Object.keys(changes).length > 0, BULK_MESSAGES.changesRequired),
  });
}
export type TBulkUpdate<Update> = { ids: string[]; changes: Partial<Update> };
