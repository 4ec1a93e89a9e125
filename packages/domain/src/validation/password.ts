import { text } from './text';
import { MESSAGES, OUR_MESSAGES } from './messages';
import { COMMON_PASSWORD_WORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 10;

/**
 * Doc 001 §5: at least 10 characters, a digit, a lower- and an upper-case letter, no whitespace,
 * only letters, digits and !@#$%^&*().
 */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z\d!@#$%^&*()]{10,}$/;

/**
 * Common passwords that meet the composition rules are a common word with digits or symbols
 * around it ('Password123', 'Welcome2024!'): strip those and look the word up.
 */
export function isCommonPassword(password: string): boolean {
  const core = password
    .toLowerCase()
    .replace(/^[\d!@#$%^&*()]+/, '')
    .replace(/[\d!@#$%^&*()]+$/, '');
  return COMMON_PASSWORD_WORDS.has(core) || COMMON_PASSWORD_WORDS.has(password.toLowerCase());
}

/** The policy alone: used where the password is new. Max length bounds scrypt's work. */
export const ZNewPassword = text({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(128, MESSAGES.password)
  .regex(PASSWORD_PATTERN, MESSAGES.password)
  .refine((p) => !isCommonPassword(p), OUR_MESSAGES.commonPassword);

/** An existing password: any text, never echoed back. */
export const ZExistingPassword = text({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(128, OUR_MESSAGES.invalidCredentials);
