import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, OUR_MESSAGES } from '@parley/domain';
import { HttpError } from '../lib/errors';

/** What a route reads unless its schema says otherwise (`consumes`, as the upload's multipart). */
const DEFAULT_CONSUMES = ['application/json'];

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() || undefined;

/**
 * A body is read only in a type its route takes (issue 22). Fastify's default text/plain parser
 * turned a text/plain body into a string for the schema to refuse as a 400, and the upload's
 * multipart parser took multipart bodies on every route of its plugin; the usual reading of "not
 * a type this operation reads" is 415. Checked before parsing, so such a body is never read. A
 * route that declares `consumes` checks its type itself (the upload says what it wants in its own
 * words). GET and HEAD bodies are not read at all.
 */
export default fp(async function contentTypes(app: FastifyInstance) {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const type = mediaType(request.headers['content-type']);
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    if (!type || !hasBody || request.method === 'GET' || request.method === 'HEAD' || request.is404)
      return done(null, payload);
    const declared = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
    if (declared || DEFAULT_CONSUMES.includes(type)) return done(null, payload);
    done(new HttpError(415, ERROR_CODES.unsupportedMediaType, OUR_MESSAGES.unsupportedMediaType));
  });
});
