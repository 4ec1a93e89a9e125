import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

export interface TFormError {
  message: string;
  /** changes with each failure, so the alert takes focus again for the same message */
  occurrence: unknown;
}

// a FieldError's `type` is a string; a nested object's `type` key would hold another error
const isFieldError = (node: object): node is FieldError =>
  !Array.isArray(node) && 'type' in node && typeof node.type === 'string';

/** The first error, in field order, on a field that is not shown; nested fields by dotted path. */
function hiddenFieldError(node: object, path: string, shows: (field: string) => boolean): FieldError | null {
  for (const [key, child] of Object.entries(node)) {
    if (key === 'root' || key === 'ref' || typeof child !== 'object' || child === null) continue;
    const name = path ? `${path}.${key}` : key;
    if (isFieldError(child)) {
      if (!shows(name) && child.message) return child;
    } else {
      const found = hiddenFieldError(child, name, shows);
      if (found) return found;
    }
  }
  return null;
}

/**
 * What the form's alert says: the server's form-level error, else a field's error that no field
 * on screen can show (a hidden value the schema checks, such as a reset token).
 */
export function formLevelError<T extends FieldValues>(
  errors: FieldErrors<T>,
  shows: (field: string) => boolean,
  submitCount: number,
): TFormError | undefined {
  const server = errors.root?.server;
  if (server?.message) return { message: server.message, occurrence: server };
  const hidden = hiddenFieldError(errors, '', shows);
  // a schema error comes back on every change; only a new submit should take focus again
  return hidden?.message ? { message: hidden.message, occurrence: submitCount } : undefined;
}
