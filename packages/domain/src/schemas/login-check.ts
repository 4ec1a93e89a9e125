import { isStorableText } from '../validation/storable-text';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import type { TLoginInput } from './auth';

/** The first message for each field the login input refuses. */
export type TLoginErrors = Partial<Record<keyof TLoginInput, string>>;

export type TLoginCheck = { ok: true; value: TLoginInput } | { ok: false; errors: TLoginErrors };

/** One field's rules in ZLoginInput's order: storable, then (after an optional trim) length. */
function fieldError(value: string, rule: { trim: boolean; required: string; max: number }) {
  if (!isStorableText(value)) return { error: OUR_MESSAGES.unstorableText };
  const checked = rule.trim ? value.trim() : value;
  if (checked.length < 1) return { error: rule.required };
  if (checked.length > rule.max) return { error: OUR_MESSAGES.invalidCredentials };
  return { value: checked };
}

/**
 * ZLoginInput's checks (schemas/auth.ts) without zod, for the sign-in page: it is the first page
 * most visits show, and zod with the form kit was 42 KiB of its JavaScript (issue 24). Same
 * verdicts, same first message per field, the username trimmed; `login-check.test.ts` holds the
 * two together. The server still checks the login with ZLoginInput.
 */
export function checkLoginInput(input: { username: string; password: string }): TLoginCheck {
  const username = fieldError(input.username, { trim: true, required: OUR_MESSAGES.required, max: 254 });
  const password = fieldError(input.password, {
    trim: false,
    required: MESSAGES.passwordRequired,
    max: 128,
  });
  if (username.value !== undefined && password.value !== undefined)
    return { ok: true, value: { username: username.value, password: password.value } };
  const errors: TLoginErrors = {};
  if (username.error) errors.username = username.error;
  if (password.error) errors.password = password.error;
  return { ok: false, errors };
}
