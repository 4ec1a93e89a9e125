import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, OUR_MESSAGES } from '@parley/domain';
import { HttpError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** this route's own deadline in ms, instead of REQUEST_TIMEOUT_MS (a slow client's upload) */
    deadlineMs?: number;
  }
}

/** What a request past its deadline answers: 503 in the envelope, through the error handler. */
export class DeadlinePassed extends HttpError {
  constructor(readonly ms: number) {
    super(503, ERROR_CODES.unavailable, OUR_MESSAGES.unavailable);
  }
}

/**
 * The per-request deadline (DESIGN.md §4): an answer that is not on its way when the deadline
 * passes is replaced by a 503, whatever the method and the body.
 *
 * Fastify's own `handlerTimeout` clears its timer on the request's 'close' event, which Node
 * emits once the body has been read: every POST, PUT or DELETE with a body lost its deadline
 * (a 2 s handler under a 500 ms limit answered 200 at 2.1 s, issue 22). This timer starts when
 * the request arrives and is cleared only when the response is finished or the connection is
 * gone.
 */
export default fp(async function deadline(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const ms = request.routeOptions.config.deadlineMs ?? app.config.requestTimeoutMs;
    const timer = setTimeout(() => {
      // once the headers are out the answer is on its way; replacing it would break it
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ ms }, 'request deadline passed');
      reply.send(new DeadlinePassed(ms));
    }, ms);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
});
