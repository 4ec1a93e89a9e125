import { z } from 'zod';
import { text } from '../validation/text';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { ZExistingPassword, ZNewPassword } from '../validation/password';
import { ZAccountSid } from './ids';
import { ZSession } from './session';

export const ZUsername = text({ error: OUR_MESSAGES.required })
  .trim()
  .min(1, OUR_MESSAGES.required)
  .max(254, OUR_MESSAGES.invalidCredentials);

export const ZLoginInput = z.strictObject({
  username: ZUsername,
  password: ZExistingPassword,
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** What login, refresh, impersonation and switch-back answer. The refresh token travels only in its cookie. */
export const ZTokenGrant = z.object({
  accessToken: text(),
  /** epoch milliseconds */
  expiresAt: z.number(),
  session: ZSession,
});
export type TTokenGrant = z.infer<typeof ZTokenGrant>;

/** Where a new password is typed twice, the second must match ('Passwords do not match.'). */
export const passwordsMatch = {
  check: (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword,
  params: { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
};

export const ZChangePasswordInput = z
  .strictObject({
    currentPassword: ZExistingPassword,
    newPassword: ZNewPassword,
    confirmPassword: text(),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZImpersonateInput = z.strictObject({ accountSid: ZAccountSid });
export type TImpersonateInput = z.infer<typeof ZImpersonateInput>;

export const ZSubaccountTokenInput = z.strictObject({ accountSid: ZAccountSid });

/** A token for requests on one sub-account, kept in session storage by the browser. */
export const ZSubaccountToken = z.object({
  accessToken: text(),
  expiresAt: z.number(),
  accountSid: ZAccountSid,
});
export type TSubaccountToken = z.infer<typeof ZSubaccountToken>;

/** Bodies of calls that take none: JSON `{}` only, so a cross-site form cannot post them. */
export const ZEmptyBody = z.strictObject({});
