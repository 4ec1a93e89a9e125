import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { baselineHeaders } from '../lib/baseline-headers';
import { securityEvent } from '../lib/security-log';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'files': one of the built app's files, counted in the files budget instead of the API's */
    rateBudget?: 'files';
  }
}

/**
 * The built app's files have a budget of their own, this many times the API's: a page load with
 * an empty cache fetches 80–120 of them at once (docs/decisions.md, "The general rate limit").
 */
export const FILES_BUDGET_FACTOR = 10;
const FILES_KEY = 'files:';

/** Counts a route's requests in the files budget. */
export function inFilesBudget(route: RouteOptions) {
  route.config = { ...route.config, rateBudget: 'files' };
}

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
  const redis = app.config.redisUrl ? rateLimitRedis(app.config.redisUrl, app.log) : null;
  if (redis) {
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
  const apiMax = app.config.rateLimitPerMinute;
  const filesMax = apiMax * FILES_BUDGET_FACTOR;
  await app.register(rateLimit, {
    // Two budgets per address, told apart by the key: every request that reaches a route or the
    // 404 handler counts in one of them (issue 22).
    keyGenerator: (request) => {
      // as the plugin's own default: an IPv6 client is its /64, which one customer holds whole
      const address = normalizeIP(request.ip, 64);
      return request.routeOptions.config?.rateBudget === 'files' ? FILES_KEY + address : address;
    },
    max: (_request, key) => (key.startsWith(FILES_KEY) ? filesMax : apiMax),
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

  // API answers are never cached, whatever their status. The app's files say how they are
  // cached themselves (plugins/web.ts): the emoji data is JSON, revalidated like the page.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.rateBudget === 'files') return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});

/** A command Redis has not answered by then fails, and the limit is skipped for that request. */
const REDIS_COMMAND_TIMEOUT_MS = 250;
/** A connection with commands out and nothing back for this long is dropped for a new one. */
const REDIS_SILENCE_MS = 500;
/** The longest wait between two attempts to reach Redis again. */
const REDIS_RETRY_MAX_MS = 1_000;

/**
 * The limiter's Redis client. The limit is a guard, not a service: whatever Redis does (refuse,
 * reset, fall silent, lose replies), a request waits on it at most REDIS_COMMAND_TIMEOUT_MS and
 * then goes on unlimited, and the client finds its way back within about a second of Redis
 * answering again (issue 22).
 */
function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // a timed-out command is still owed a reply on its connection: when none comes at all the
    // connection is dead (a hung server, a vanished peer), and waiting on it would never end
    socketTimeout: REDIS_SILENCE_MS,
    retryStrategy: (times) => Math.min(100 * 2 ** (times - 1), REDIS_RETRY_MAX_MS),
    // commands fail at once while there is no ready connection, instead of queueing for one
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // a count that timed out was skipped; sending it again on the next connection would count it twice
    autoResendUnfulfilledCommands: false,
    lazyConnect: false,
  });
  // One line when it goes and one when it is back: an outage retries every second.
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: err.message } }, 'rate limit store: redis unavailable; the limit is skipped');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('rate limit store: redis answers again');
  });
  return redis;
}
