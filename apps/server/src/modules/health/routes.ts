import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, OUR_MESSAGES, failure, rule, success } from '@parley/domain';

/** Liveness (the process answers) and readiness (the database answers too). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: rule.public }, schema: { tags: ['health'] } }, async () =>
    success({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    { config: { access: rule.public }, schema: { tags: ['health'] } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return success({ status: 'ready' });
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'readiness: database unreachable');
        return reply
          .code(503)
          .send(failure({ code: ERROR_CODES.unavailable, message: OUR_MESSAGES.unavailable }));
      }
    },
  );
}
