import { z } from 'zod';
import { text } from '../validation/text';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { ZNewPassword } from '../validation/password';
import { ZUsername, passwordsMatch } from './auth';

export const RECOVERY_CODE_LENGTH = 6;
export const RECOVERY_CODE_MINUTES = 15;
export const RECOVERY_MAX_ATTEMPTS = 5;

/** /password/forgot: the username; the answer is the same whether it exists or not. */
export const ZForgotPasswordInput = z.strictObject({ username: ZUsername });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZRecoveryCode = text({ error: OUR_MESSAGES.recoveryCodeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`), OUR_MESSAGES.recoveryCodeFormat);

/** /password/verify: the code from the mail, exchanged for a short-lived reset token. */
export const ZVerifyCodeInput = z.strictObject({ username: ZUsername, code: ZRecoveryCode });
export type TVerifyCodeInput = z.infer<typeof ZVerifyCodeInput>;

export const ZResetToken = z.object({ resetToken: text(), expiresAt: z.number() });
export type TResetToken = z.infer<typeof ZResetToken>;

/** /password/reset and /resetPassword: the new password twice. */
export const ZResetPasswordInput = z
  .strictObject({
    resetToken: text().min(1, OUR_MESSAGES.recoveryExpired).max(200, OUR_MESSAGES.recoveryExpired),
    newPassword: ZNewPassword,
    confirmPassword: text({ error: MESSAGES.passwordRequired }),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;
