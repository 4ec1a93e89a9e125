import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, OUR_MESSAGES, failure } from '@parley/domain';
import { inFilesBudget } from './security';

/** Paths that belong to the API: unknown ones answer 404 in the envelope, never the app. */
const API_PREFIX = /^\/(v\d+|brand|campaign|docs|healthz|readyz)(\/|$|\?)/;

/**
 * A client that asks for JSON and not HTML is a program expecting the API's envelope; anyone else
 * (a browser, curl's and uptime monitors' `*\/*`, no Accept at all) gets the app.
 */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /application\/([\w.-]+\+)?json/i.test(accept) && !/text\/html/i.test(accept);
}

/** The built web app with an SPA fallback: any other GET that does not ask for JSON gets index.html. */
export default fp(async function web(app: FastifyInstance) {
  const dist = app.config.webDist;
  const notFoundApi = (reply: FastifyReply) =>
    reply.code(404).send(failure({ code: ERROR_CODES.notFound, message: OUR_MESSAGES.notFound }));

  // The 404 handler is no route, so the limiter's route hooks miss it: unknown paths, and methods
  // a path does not have, count in the API budget here (issue 22).
  const counted = { preHandler: app.rateLimit() };
  if (!dist) {
    app.setNotFoundHandler(counted, (_request, reply) => notFoundApi(reply));
    return;
  }
  const indexHtml = readFileSync(join(dist, 'index.html'));
  // The app's files in a scope of their own, where each route joins the files budget: a page load
  // fetches 80–120 of them, which in the API's budget locked an office out of its portal.
  await app.register(async (files) => {
    files.addHook('onRoute', inFilesBudget);
    await files.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite names assets by content hash: they never change under the same name.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });
  // A page load through the fallback below is one request of the API budget, like a 404.
  app.setNotFoundHandler(counted, (request: FastifyRequest, reply: FastifyReply) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIX.test(request.url) &&
      !wantsJson(request)
    ) {
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return notFoundApi(reply);
  });
});
