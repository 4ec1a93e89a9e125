import { accessSync } from 'node:fs';
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
  // Fail at start, as before, when the build has no page to fall back to.
  accessSync(join(dist, 'index.html'));
  // Vite writes each text file beside its brotli and gzip forms (vite.config.ts): the smallest
  // one the browser accepts is sent as it is, with Vary: Accept-Encoding; files are never
  // compressed per request. send's ETag (size and time of the form sent) answers 304 to a
  // revalidation.
  const files = {
    root: dist,
    preCompressed: true,
    setHeaders(reply: FastifyReply, path: string) {
      // Vite names assets (the icon too) by content hash: they never change under the same name.
      // The page and the emoji data keep their names: revalidated, 304 while unchanged.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
  // reply.sendFile for the fallback below, with the same forms and headers as the files.
  await app.register(fastifyStatic, { ...files, serve: false });
  // The app's files in a scope of their own, where each route joins the files budget: a page load
  // fetches 80–120 of them, which in the API's budget locked an office out of its portal.
  await app.register(async (scope) => {
    scope.addHook('onRoute', inFilesBudget);
    await scope.register(fastifyStatic, {
      ...files,
      wildcard: false,
      index: false,
      decorateReply: false,
      // the compressed forms are served under their file's own name, not as routes of their own
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  });
  // A page load through the fallback below is one request of the API budget, like a 404.
  app.setNotFoundHandler(counted, (request: FastifyRequest, reply: FastifyReply) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIX.test(request.url) &&
      !wantsJson(request)
    ) {
      return reply.code(200).sendFile('index.html');
    }
    return notFoundApi(reply);
  });
});
