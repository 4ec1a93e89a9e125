import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OUR_MESSAGES,
  RECOVERY_CODE_MINUTES,
  ZForgotPasswordInput,
  ZPasswordReset,
  ZRecoveryRequested,
  ZResetPasswordInput,
  ZResetToken,
  ZVerifyCodeInput,
  rule,
  success,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { maskAddress } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { setDeviceCookie } from '../../lib/device-cookie';
import { answers } from '../../lib/responses';
import { forgotLimits, reserveAttempt, verifyLimits } from '../../lib/throttle';
import { findAccount, findUserByUsername, mayHoldSession } from '../../lib/identity';
import { codeMatches, hashCode, hashResetToken, newCode, newResetToken } from './codes';
import {
  claimRecovery,
  countWrongGuess,
  pendingRecovery,
  replaceRecoveryCode,
  resetPassword,
} from './repository';

/**
 * /password/forgot → a code by mail; /password/verify → the code for a reset token;
 * /password/reset → the new password. Usernames are the users' email addresses.
 */
export default async function passwordRecoveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, mailer } = app;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const tags = ['password recovery'];
  const access = rule.public;

  app.post(
    '/v3/auth/password/forgot',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send a recovery code',
        description: `Mails a ${RECOVERY_CODE_MINUTES}-minute code to an active user; the answer is the same whether the user exists or not.`,
        body: ZForgotPasswordInput,
        response: answers(ZRecoveryRequested, { access }),
      },
    },
    async (request) => {
      const { username } = request.body;
      const limits = forgotLimits(username, request.ip);
      const attempt = await reserveAttempt(db, limits);
      if (!attempt.allowed) throw tooManyRequests(undefined, attempt.retryAfterSeconds);
      const user = await findUserByUsername(db, username);
      const account = user ? await findAccount(db, user.accountSid) : null;
      if (user && mayHoldSession(user, account)) {
        const code = newCode();
        const codeHash = hashCode(config.jwtSecret, user.clientId, code);
        await audited(
          db,
          request,
          (tx) => replaceRecoveryCode(tx, user.clientId, codeHash, minutes(RECOVERY_CODE_MINUTES)),
          {
            resource: 'users',
            operation: 'password-recovery-request',
            targetType: 'user',
            targetId: user.clientId,
            as: { clientId: user.clientId, accountSid: user.accountSid },
          },
        );
        // Not awaited: a slow mail server must not tell a caller that the user exists.
        mailer
          .send({
            to: user.username,
            subject: 'Your Parley password reset code',
            text: [
              `Hello ${user.firstName},`,
              '',
              `Your code to reset your Parley password is ${code}.`,
              `It is valid for ${RECOVERY_CODE_MINUTES} minutes and can be used once.`,
              '',
              'If you did not ask for it, you can ignore this message: your password stays as it is.',
            ].join('\n'),
          })
          .catch((err: unknown) =>
            request.log.error({ err, to: maskAddress(user.username) }, 'recovery mail failed'),
          );
      }
      return success({ sent: true, message: OUR_MESSAGES.recoverySent });
    },
  );

  app.post(
    '/v3/auth/password/verify',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Exchange the code for a reset token',
        description:
          'A wrong, used or expired code answers alike (400 on code); five wrong guesses end the code.',
        body: ZVerifyCodeInput,
        response: answers(ZResetToken, { access }),
      },
    },
    async (request) => {
      const limits = verifyLimits(request.ip);
      const attempt = await reserveAttempt(db, limits);
      if (!attempt.allowed) throw tooManyRequests(undefined, attempt.retryAfterSeconds);
      const wrong = () => badRequest(OUR_MESSAGES.recoveryCodeWrong, 'code');
      const user = await findUserByUsername(db, request.body.username);
      if (!user) throw wrong();
      const pending = await pendingRecovery(db, user.clientId);
      if (!pending) throw wrong();
      if (!codeMatches(config.jwtSecret, user.clientId, request.body.code, pending.codeHash)) {
        await countWrongGuess(db, pending);
        throw wrong();
      }
      const resetToken = newResetToken();
      const expiresAt = minutes(RECOVERY_CODE_MINUTES);
      // false: used by a concurrent request
      if (!(await claimRecovery(db, pending.id, hashResetToken(resetToken), expiresAt))) throw wrong();
      return success({ resetToken, expiresAt: expiresAt.getTime() });
    },
  );

  app.post(
    '/v3/auth/password/reset',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set a new password with the reset token',
        description:
          'The token works once; every session of the user ends and their sign-in throttle is cleared; this browser is trusted at the next sign-in (`__Host-parley_device`).',
        body: ZResetPasswordInput,
        response: answers(ZPasswordReset, { access }),
      },
    },
    async (request, reply) => {
      const expired = () => badRequest(OUR_MESSAGES.recoveryExpired, 'resetToken');
      const hash = await hashPassword(request.body.newPassword, config.scryptN);
      const user = await audited(
        db,
        request,
        async (tx) => {
          const user = await resetPassword(tx, hashResetToken(request.body.resetToken), hash);
          if (!user) throw expired();
          return user;
        },
        (user) => ({
          resource: 'users',
          operation: 'password-reset',
          targetType: 'user',
          targetId: user.clientId,
          as: { clientId: user.clientId, accountSid: user.accountSid },
        }),
      );
      // The browser that proved it reads the user's mail is trusted at sign-in: while someone keeps
      // the username's shared count full, the owner still gets in from here (lib/device-cookie.ts).
      setDeviceCookie(reply, config.jwtSecret, user.username);
      return success({ reset: true, message: OUR_MESSAGES.passwordReset });
    },
  );
}
