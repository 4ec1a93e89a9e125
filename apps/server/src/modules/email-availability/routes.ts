import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZEmailAvailability, ZEmailAvailabilityQuery, emailAvailabilityCall, success } from '@parley/domain';
import { tooManyRequests } from '../../lib/errors';
import { answers } from '../../lib/responses';
import { reserveAttempt } from '../../lib/throttle';
import { caller } from '../../plugins/auth';
import { isEmailAvailable } from './repository';

/**
 * The email field's availability check (doc 001 §5; its call is "not shown" in §7): whether a new
 * user may take an email as username. Usernames are unique across tenants, so the answer says
 * something about other accounts: only callers who create users may ask, and each may ask a
 * limited number of times per window, on top of the general per-address limit.
 */
export default async function emailAvailabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, access, perCallerLimit } = emailAvailabilityCall;
  app.get(
    path,
    {
      config: { access },
      schema: {
        tags: ['users'],
        summary: 'Whether an email is free to be a new user’s username',
        description: `available is false when a user of any account already signs in with the email (case ignored). At most ${perCallerLimit} checks per caller in 15 minutes, then 429 with Retry-After.`,
        querystring: ZEmailAvailabilityQuery,
        response: answers(ZEmailAvailability, { access }),
      },
    },
    async (request) => {
      const { email } = request.query;
      const attempt = await reserveAttempt(app.db, [
        { key: `email-check-user:${caller(request).clientId}`, max: perCallerLimit },
      ]);
      if (!attempt.allowed) throw tooManyRequests(undefined, attempt.retryAfterSeconds);
      return success({ email, available: await isEmailAvailable(app.db, email) });
    },
  );
}
