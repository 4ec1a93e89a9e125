import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, OUR_MESSAGES, ZLiveness, ZReadiness, failure, rule, success } from '@parley/domain';
import { answers } from '../../lib/responses';

/** Liveness (the process answers) and readiness (the database answers too). */
export default async function healthRoutes(app: FastifyInstance) {
  const access = rule.public;
  app.get(
    '/healthz',
    {
      // Not limited: it answers whatever Redis, the limiter's store, does (issue 22), and a load
      // balancer probing from behind a busy office's address must never read a 429 as a dead process.
      config: { access, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        description: 'The process answers; the database is not asked.',
        response: answers(ZLiveness, { access }),
      },
    },
    async () => success({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { access },
      schema: {
        tags: ['health'],
        summary: 'Readiness',
        description: 'The database answers too; 503 when it does not.',
        response: answers(ZReadiness, { access }),
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return success({ status: 'ready' as const });
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'readiness: database unreachable');
        return reply
          .code(503)
          .send(failure({ code: ERROR_CODES.unavailable, message: OUR_MESSAGES.unavailable }));
      }
    },
  );
}
