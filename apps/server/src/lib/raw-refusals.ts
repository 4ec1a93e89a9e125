import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, failure } from '@parley/domain';

const ROUTER_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
};

/**
 * Refusals the router makes before any hook runs (a path that does not decode, a parameter over
 * the length limit): Fastify's own body echoes the URL and skips every header. These answer the
 * envelope with the same headers as everything else.
 */
export function routerRefusals(headers: Readonly<Record<string, string>>) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = ROUTER_REFUSALS[err.code] ?? { status: 400, message: 'The request is not valid.' };
    request.log.info({ code: err.code }, 'refused by the router');
    return reply
      .headers(headers)
      .header('x-request-id', request.id)
      .header('cache-control', 'no-store')
      .code(known.status)
      .send(failure({ code: ERROR_CODES.validation, message: known.message }));
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
