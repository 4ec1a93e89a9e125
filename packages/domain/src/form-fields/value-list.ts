import { z } from 'zod';
import { text } from '../validation/text';
import { FORM_FIELD_LIMITS } from './limits';
import { FORM_FIELDS_OUR_TEXT } from './texts';
import { fillText } from '../texts/fill-text';

/** Whether a value is already in the list (compared trimmed and ignoring case). */
export const valueListHas = (list: readonly string[], value: string) =>
  list.some((v) => v.trim().toLowerCase() === value.trim().toLowerCase());

/** A simple value list (doc 001 §5: at most 5 entries by default), each value once. */
export function valueListSchema(max: number = FORM_FIELD_LIMITS.valueListMax, item = text().trim().min(1)) {
  return z
    .array(item)
    .max(max, fillText(FORM_FIELDS_OUR_TEXT.valueListMax, { max }))
    .refine((list) => list.every((v, i) => !valueListHas(list.slice(0, i), v)), {
      message: FORM_FIELDS_OUR_TEXT.valueListRepeated,
    });
}
