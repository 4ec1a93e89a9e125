import { MESSAGES, parseFieldErrors } from '@parley/domain';
import { requestErrorMessage, type TRequestError } from '@/lib/envelope';

export interface TSplitErrors {
  /** field name → its first message, for the fields the form shows */
  fields: Record<string, string>;
  /** everything else in one line, or null when every error found its field */
  formLevel: string | null;
}

/**
 * Sorts a failed request's errors: each error naming a field the form shows goes under that
 * field; every other error (no field, a field the form lacks, a failure without an answer)
 * joins one form-level message.
 */
export function splitRequestErrors(error: TRequestError, shows: (field: string) => boolean): TSplitErrors {
  const fields: Record<string, string> = {};
  const formLevel: string[] = [];
  if (typeof error === 'string') {
    formLevel.push(error || MESSAGES.undefinedError);
  } else {
    // parseFieldErrors wants items that all name a field; those that do not are form-level.
    const withField = error.filter((e) => typeof e.field === 'string' && e.field !== '');
    const parsed = parseFieldErrors(withField);
    if (parsed.kind === 'fields') {
      for (const [field, message] of Object.entries(parsed.errors)) {
        if (shows(field)) fields[field] = message;
        else formLevel.push(message);
      }
    }
    const rest = error.filter((e) => !withField.includes(e));
    formLevel.push(...rest.map((e) => requestErrorMessage([e])));
    // A failure that carried no errors at all still needs saying.
    if (error.length === 0) formLevel.push(MESSAGES.undefinedError);
  }
  return { fields, formLevel: formLevel.length > 0 ? [...new Set(formLevel)].join(' ') : null };
}
