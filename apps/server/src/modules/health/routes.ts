import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, OUR_MESSAGES, ZLiveness, ZReadiness, failure, rule, success } from '@parley/domain';
import { answers } from '../../lib/responses';

/** Liveness (the process answers) and readiness (the database answers too). */
export default async function healthRoutes(app: FastifyInstance) {
  const access = rule.public;
  app.get(
    '/healthz',
    {
      config: { access },
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
