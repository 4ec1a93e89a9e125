import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { baselineHeaders } from '../lib/baseline-headers';
import { securityEvent } from '../lib/security-log';

/** Security headers on every answer, cookies, and the general rate limit. */
export default fp(async function security(app: FastifyInstance) {
  const headers = baselineHeaders(app.config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cookie);

  // In memory per process by default; with REDIS_URL every process behind a load balancer
  // draws on one budget per address (DESIGN.md §7).
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        // a limiter that waits on a dead Redis would stall every request: fail fast, skip the check
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    redis.on('error', (err) =>
      app.log.warn({ err: { message: err.message } }, 'rate limit store: redis error'),
    );
    app.addHook('onClose', async () => void redis.disconnect());
    // Requests that come while it connects would skip the check: start with it ready, or say why not.
    const ready = await Promise.race([
      once(redis, 'ready').then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, 2_000, false).unref()),
    ]);
    if (!ready) app.log.warn('rate limit store: redis not ready; the limit is skipped until it is');
  }
  await app.register(rateLimit, {
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'parley-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (request, context) => {
      securityEvent(request, 'rate_limited', { limit: context.max });
      return Object.assign(new Error('rate limited'), {
        statusCode: 429,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      });
    },
  });

  // API answers are never cached, whatever their status.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
