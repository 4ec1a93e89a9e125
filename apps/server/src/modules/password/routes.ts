import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OUR_MESSAGES, ZChangePasswordInput, ZPasswordChanged, rule, success } from '@parley/domain';
import { audited } from '../../lib/audit';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { findUser } from '../../lib/identity';
import { ownSessionOnly } from '../../lib/own-session';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { answers } from '../../lib/responses';
import { securityEvent } from '../../lib/security-log';
import { passwordChangeLimits, release, reserveAttempt } from '../../lib/throttle';
import { changePassword } from './repository';

/** The signed-in user's own password change (the profile's form). */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.post(
    '/v3/auth/password',
    {
      config: { access: rule.session },
      schema: {
        tags: ['password'],
        summary: 'Change the password',
        description:
          "The current password and the new one twice. The user's other sessions end; a sub-account token may not.",
        body: ZChangePasswordInput,
        response: answers(ZPasswordChanged, {
          access: rule.session,
          explain: { 403: 'The current password is wrong (field currentPassword), or a sub-account token.' },
        }),
      },
    },
    async (request) => {
      const auth = ownSessionOnly(request);
      const limits = passwordChangeLimits(auth.clientId);
      const attempt = await reserveAttempt(db, limits);
      if (!attempt.allowed) {
        securityEvent(request, 'password_change_throttled');
        throw tooManyRequests(OUR_MESSAGES.tooManyPasswordAttempts, attempt.retryAfterSeconds);
      }
      const user = await findUser(db, auth.clientId);
      if (!user || !(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
        securityEvent(request, 'password_change_failed');
        // 403, not 400: the request is well formed; the caller failed to prove who they are
        throw forbidden(OUR_MESSAGES.currentPasswordWrong, 'currentPassword');
      }
      await release(db, attempt.hitIds, [limits[0]!.key]);
      const hash = await hashPassword(request.body.newPassword, config.scryptN);
      await audited(db, request, (tx) => changePassword(tx, user.clientId, hash, auth.sessionId), {
        resource: 'users',
        operation: 'password-change',
        targetType: 'user',
        targetId: user.clientId,
      });
      securityEvent(request, 'password_changed');
      return success({ changed: true as const });
    },
  );
}
