import { z } from 'zod';
import { text } from '../validation/text';

const ZFieldErrorItem = z.object({ field: text(), message: text() });

export type TFieldErrors =
  { kind: 'none' } | { kind: 'fields'; errors: Record<string, string> } | { kind: 'unknown'; error: unknown };

/**
 * Doc 000 §8: an array of items with field and message becomes field errors;
 * an empty array means none; anything else is an unknown error.
 * When one field has several messages, the first one is kept: a form shows one per field.
 */
export function parseFieldErrors(input: unknown): TFieldErrors {
  if (!Array.isArray(input)) return { kind: 'unknown', error: input };
  if (input.length === 0) return { kind: 'none' };
  const parsed = z.array(ZFieldErrorItem).safeParse(input);
  if (!parsed.success) return { kind: 'unknown', error: input };
  const errors: Record<string, string> = {};
  for (const item of parsed.data) errors[item.field] ??= item.message;
  return { kind: 'fields', errors };
}
