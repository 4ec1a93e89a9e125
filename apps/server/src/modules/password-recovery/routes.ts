import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OUR_MESSAGES,
  RECOVERY_CODE_MINUTES,
  RECOVERY_MAX_ATTEMPTS,
  ZForgotPasswordInput,
  ZResetPasswordInput,
  ZVerifyCodeInput,
  rule,
  success,
} from '@parley/domain';
import { passwordResets, sessions, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { maskAddress } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { forgotLimits, reserveAttempt, verifyLimits } from '../../lib/throttle';
import { findAccount, findUserByUsername, mayHoldSession } from '../../lib/identity';
import { codeMatches, hashCode, hashResetToken, newCode, newRecoveryId, newResetToken } from './codes';

/**
 * /password/forgot → a code by mail; /password/verify → the code for a reset token;
 * /password/reset → the new password. Usernames are the users' email addresses.
 */
export default async function passwordRecoveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, mailer } = app;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);

  app.post(
    '/v3/auth/password/forgot',
    { config: { access: rule.public }, schema: { body: ZForgotPasswordInput, tags: ['password recovery'] } },
    async (request) => {
      const { username } = request.body;
      const limits = forgotLimits(username, request.ip);
      const attempt = await reserveAttempt(db, limits);
      if (!attempt.allowed) throw tooManyRequests(undefined, attempt.retryAfterSeconds);
      const user = await findUserByUsername(db, username);
      const account = user ? await findAccount(db, user.accountSid) : null;
      if (user && mayHoldSession(user, account)) {
        const code = newCode();
        await db.transaction(async (tx) => {
          // A new code replaces any earlier one still waiting.
          await tx
            .update(passwordResets)
            .set({ codeUsedAt: sql`now()` })
            .where(and(eq(passwordResets.clientId, user.clientId), isNull(passwordResets.codeUsedAt)));
          await tx.insert(passwordResets).values({
            id: newRecoveryId(),
            clientId: user.clientId,
            codeHash: hashCode(config.jwtSecret, user.clientId, code),
            expiresAt: minutes(RECOVERY_CODE_MINUTES),
          });
          await recordAudit(tx, request, {
            action: 'user.password_recovery_requested',
            targetType: 'user',
            targetId: user.clientId,
            as: { clientId: user.clientId, accountSid: user.accountSid },
          });
        });
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
    { config: { access: rule.public }, schema: { body: ZVerifyCodeInput, tags: ['password recovery'] } },
    async (request) => {
      const limits = verifyLimits(request.ip);
      const attempt = await reserveAttempt(db, limits);
      if (!attempt.allowed) throw tooManyRequests(undefined, attempt.retryAfterSeconds);
      const wrong = () => badRequest(OUR_MESSAGES.recoveryCodeWrong, 'code');
      const user = await findUserByUsername(db, request.body.username);
      if (!user) throw wrong();
      const [pending] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.clientId, user.clientId),
            isNull(passwordResets.codeUsedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(passwordResets.createdAt))
        .limit(1);
      if (!pending) throw wrong();
      if (!codeMatches(config.jwtSecret, user.clientId, request.body.code, pending.codeHash)) {
        const attempts = pending.attempts + 1;
        // Five wrong guesses burn the code: a million codes cannot be tried five at a time.
        await db
          .update(passwordResets)
          .set({ attempts, ...(attempts >= RECOVERY_MAX_ATTEMPTS ? { codeUsedAt: sql`now()` } : {}) })
          .where(eq(passwordResets.id, pending.id));
        throw wrong();
      }
      const resetToken = newResetToken();
      const expiresAt = minutes(RECOVERY_CODE_MINUTES);
      const claimed = await db
        .update(passwordResets)
        .set({
          codeUsedAt: sql`now()`,
          resetTokenHash: hashResetToken(resetToken),
          resetExpiresAt: expiresAt,
        })
        .where(and(eq(passwordResets.id, pending.id), isNull(passwordResets.codeUsedAt)))
        .returning({ id: passwordResets.id });
      if (claimed.length === 0) throw wrong(); // used by a concurrent request
      return success({ resetToken, expiresAt: expiresAt.getTime() });
    },
  );

  app.post(
    '/v3/auth/password/reset',
    { config: { access: rule.public }, schema: { body: ZResetPasswordInput, tags: ['password recovery'] } },
    async (request) => {
      const expired = () => badRequest(OUR_MESSAGES.recoveryExpired, 'resetToken');
      const hash = await hashPassword(request.body.newPassword, config.scryptN);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResets)
          .set({ resetUsedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.resetTokenHash, hashResetToken(request.body.resetToken)),
              isNull(passwordResets.resetUsedAt),
              gt(passwordResets.resetExpiresAt, sql`now()`),
            ),
          )
          .returning({ clientId: passwordResets.clientId });
        if (!row) throw expired();
        const [user] = await tx
          .update(users)
          .set({ passwordHash: hash, passwordChangedAt: sql`now()` })
          .where(eq(users.clientId, row.clientId))
          .returning({ clientId: users.clientId, accountSid: users.accountSid });
        if (!user) throw expired();
        // Whoever held a session with the old password loses it.
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()`, revokeReason: 'password reset' })
          .where(and(eq(sessions.clientId, user.clientId), isNull(sessions.revokedAt)));
        await recordAudit(tx, request, {
          action: 'user.password_reset',
          targetType: 'user',
          targetId: user.clientId,
          as: { clientId: user.clientId, accountSid: user.accountSid },
        });
      });
      return success({ reset: true, message: OUR_MESSAGES.passwordReset });
    },
  );
}
