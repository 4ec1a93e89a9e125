import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, OUR_MESSAGES, failure } from '@parley/domain';
import { securityEvent } from './security-log';

const ROUTER_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
};

/**
 * Counts a request the router refused before any route or hook saw it (an address that does not
 * decode, a parameter over the length limit) in its address's API budget; resolves with the
 * seconds to wait when that budget is spent, null otherwise. Behind a trusted proxy Fastify gives
 * these bare requests the proxy's address, so there they share one budget: the portal never sends
 * such a request, so none of its users loses anything to it.
 */
async function refusalOverLimit(request: FastifyRequest): Promise<number | null> {
  const { server } = request;
  if (!server.hasDecorator('createRateLimit')) return null;
  try {
    const result = await server.createRateLimit()(request);
    if (result.isAllowed || !result.isExceeded) return null;
    securityEvent(request, 'rate_limited', { limit: result.max });
    return result.ttlInSeconds;
  } catch (err) {
    // nobody awaits this handler: a throw here would leave the request without an answer
    request.log.warn({ err }, 'rate limit check of a refusal failed');
    return null;
  }
}

/**
 * Refusals the router makes before any hook runs (a path that does not decode, a parameter over
 * the length limit): Fastify's own body echoes the URL and skips every header. These answer the
 * envelope with the same headers as everything else, and count in the rate limit like any request.
 */
export function routerRefusals(headers: Readonly<Record<string, string>>) {
  return async (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = ROUTER_REFUSALS[err.code] ?? { status: 400, message: 'The request is not valid.' };
    request.log.info({ code: err.code }, 'refused by the router');
    reply.headers(headers).header('x-request-id', request.id).header('cache-control', 'no-store');
    const retryAfter = await refusalOverLimit(request);
    if (retryAfter !== null)
      return reply
        .header('retry-after', String(retryAfter))
        .code(429)
        .send(failure({ code: ERROR_CODES.tooManyRequests, message: OUR_MESSAGES.rateLimited }));
    return reply.code(known.status).send(failure({ code: ERROR_CODES.validation, message: known.message }));
  };
}

/**
 * HTTP that Node itself refuses (malformed request line, headers too large): no request object
 * exists, so the answer is written on the socket, still as the envelope with the baseline headers.
 */
export function clientErrorAnswer(headers: Readonly<Record<string, string>>) {
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return void socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify(
      failure({
        code: ERROR_CODES.validation,
        message: tooLarge ? 'The request headers are too large.' : 'The request is not valid HTTP.',
      }),
    );
    const lines = [
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      'content-type: application/json; charset=utf-8',
      'cache-control: no-store',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
