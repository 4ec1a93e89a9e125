import { MESSAGES } from '../validation/messages';

/** An error as the envelope carries it; only the message is needed. */
export interface TErrorItem {
  message?: string;
  code?: string;
}

/** Doc 001 §8: the generic handler's toast header. */
export const GENERIC_ERROR_HEADER = MESSAGES.errorHeader;

/**
 * Doc 001 §8: error lists are joined with commas, optionally appending each code ("Bad input
 * (validation), Not found (not_found)"); 'Undefined error' when none has a message.
 */
export function joinErrorMessages(
  errors: readonly TErrorItem[] | undefined,
  { withCodes = false }: { withCodes?: boolean } = {},
): string {
  const parts = (errors ?? [])
    .filter((e) => e.message)
    .map((e) => (withCodes && e.code ? `${e.message} (${e.code})` : e.message!));
  return parts.length > 0 ? parts.join(', ') : MESSAGES.undefinedError;
}

/**
 * Doc 001 §8's generic handler: header 'Error'; the given message, or else the first error's
 * message, or else 'Undefined error'.
 */
export function genericError(
  message?: string | null,
  errors?: readonly TErrorItem[],
): { header: string; content: string } {
  const content = message || errors?.find((e) => e.message)?.message || MESSAGES.undefinedError;
  return { header: GENERIC_ERROR_HEADER, content };
}
