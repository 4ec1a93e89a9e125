import {
  ZPasswordReset,
  ZRecoveryRequested,
  ZResetToken,
  type TForgotPasswordInput,
  type TResetPasswordInput,
  type TResetToken,
  type TVerifyCodeInput,
} from '@parley/domain';
import { apiPost, type TApiResult } from '@/lib/api-client';

/** The three public calls of password recovery, in the order the pages make them. */
export const recoveryPaths = {
  forgot: '/v3/auth/password/forgot',
  verify: '/v3/auth/password/verify',
  reset: '/v3/auth/password/reset',
} as const;

/** The same answer whether the user exists or not. */
export const requestCode = (
  input: TForgotPasswordInput,
): Promise<TApiResult<{ sent: true; message: string }>> =>
  apiPost(recoveryPaths.forgot, input, ZRecoveryRequested);

export const verifyCode = (input: TVerifyCodeInput): Promise<TApiResult<TResetToken>> =>
  apiPost(recoveryPaths.verify, input, ZResetToken);

export const resetPassword = (
  input: TResetPasswordInput,
): Promise<TApiResult<{ reset: true; message: string }>> =>
  apiPost(recoveryPaths.reset, input, ZPasswordReset);
