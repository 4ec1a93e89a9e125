import { MESSAGES, parseFieldErrors } from '@parley/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { requestErrorMessage, type TRequestError } from './envelope';

/** Where form-level (non-field) errors go: `formState.errors.root.server`. */
export const FORM_ERROR_KEY = 'root.server' as const;

/**
 * Applies a failed request's errors to a react-hook-form form: each error naming one of
 * `fields` goes under that field; every other error becomes one form-level message, which the
 * form shows in an Alert (FormErrorAlert). Returns that form-level message, or null.
 */
export function applyRequestErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: TRequestError,
  fields: readonly Path<T>[],
): string | null {
  const formLevel: string[] = [];
  if (typeof error === 'string') {
    formLevel.push(error);
  } else {
    // parseFieldErrors wants items that all name a field; those that do not are form-level.
    const withField = error.filter((e) => typeof e.field === 'string' && e.field !== '');
    const parsed = parseFieldErrors(withField);
    if (parsed.kind === 'fields') {
      for (const [field, message] of Object.entries(parsed.errors)) {
        const known = fields.find((f) => f === field);
        if (known) setError(known, { type: 'server', message }, { shouldFocus: true });
        else formLevel.push(message);
      }
    }
    const rest = error.filter((e) => !withField.includes(e));
    if (rest.length > 0) formLevel.push(requestErrorMessage(rest));
    // A failure that carried no errors at all still needs saying.
    if (error.length === 0) formLevel.push(MESSAGES.undefinedError);
  }
  if (formLevel.length === 0) return null;
  const message = [...new Set(formLevel)].join(' ');
  setError(FORM_ERROR_KEY, { type: 'server', message });
  return message;
}
