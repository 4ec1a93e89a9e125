import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, OUR_MESSAGES, failure, type TApiError } from '@parley/domain';
import { HttpError } from '../lib/errors';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/db-errors';

/** Every failure leaves here in the envelope; a 5xx never carries internals, only the request id. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, errors: TApiError[]) => reply.code(status).send(failure(errors));

    if (err instanceof HttpError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      return send(err.statusCode, [
        { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) },
      ]);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return send(400, validationErrors(err.validation ?? [], err.validationContext));
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(413, [{ code: ERROR_CODES.payloadTooLarge, message: OUR_MESSAGES.payloadTooLarge }]);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(415, [
          { code: ERROR_CODES.unsupportedMediaType, message: OUR_MESSAGES.unsupportedMediaType },
        ]);
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(400, [{ code: ERROR_CODES.validation, message: 'The request body is not valid JSON.' }]);
    }
    if (err.statusCode === 429) {
      const retryAfter = (err as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return send(429, [{ code: ERROR_CODES.tooManyRequests, message: OUR_MESSAGES.rateLimited }]);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return send(503, [{ code: ERROR_CODES.unavailable, message: OUR_MESSAGES.unavailable }]);
    }
    if (isUnstorableText(err)) {
      request.log.warn({ err }, 'text the database cannot store reached a query');
      return send(400, [{ code: ERROR_CODES.validation, message: OUR_MESSAGES.unstorableText }]);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own 4xx (bad headers, method and the like): safe to pass on.
      return send(err.statusCode, [{ code: ERROR_CODES.validation, message: err.message }]);
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, [
      { code: ERROR_CODES.internal, message: `${OUR_MESSAGES.internal} (request ${request.id})` },
    ]);
  });
});

interface ValidationItem {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** One error per field, in the order zod found them; unknown keys are named as the field. */
export function validationErrors(items: readonly ValidationItem[], context?: string): TApiError[] {
  const seen = new Set<string>();
  const out: TApiError[] = [];
  for (const item of items) {
    const path = (item.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
    const keys =
      item.keyword === 'unrecognized_keys' && Array.isArray(item.params?.keys) ? item.params.keys : null;
    const fields = keys ? keys.map((k) => (path ? `${path}.${String(k)}` : String(k))) : [path];
    for (const f of fields) {
      const field = f || context || 'body';
      if (seen.has(field)) continue;
      seen.add(field);
      const message = keys ? `Unknown field '${field}'.` : (item.message ?? 'Invalid value.');
      out.push({ code: ERROR_CODES.validation, message, field });
    }
  }
  return out;
}
