import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';

/**
 * The header baseline of DESIGN.md §4. Scripts are 'self' only: the built app has no inline
 * script. Styles allow inline because Mantine sets CSS variables in style attributes, which
 * CSP hashes cannot cover (docs/decisions.md).
 */
export default fp(async function security(app: FastifyInstance) {
  const connect = ["'self'"];
  if (app.config.sentryDsn) connect.push(new URL(app.config.sentryDsn).origin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // Per process; behind a load balancer give it a shared store (DESIGN.md §7).
  await app.register(rateLimit, {
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  });

  // API answers are never cached, whatever their status.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
