import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { baselineHeaders } from './lib/baseline-headers';
import { loggedUrl, safeError } from './lib/log-serializers';
import { clientErrorAnswer, routerRefusals } from './lib/raw-refusals';
import './types';
import errors from './plugins/errors';
import deadline from './plugins/deadline';
import security from './plugins/security';
import contentTypes from './plugins/content-types';
import auth from './plugins/auth';
import compression from './plugins/compression';
import docs from './plugins/docs';
import web from './plugins/web';
import { MODULES } from './modules/index';
import { createJobQueue } from './jobs/index';
import { networkFor } from './platform';
import { publishEventsThrough } from './lib/account-events';
import { EventHub } from './lib/event-hub';
import { redisEvents } from './lib/redis-events';
import { createSimulatedProcessor } from './payments/index';

/** Requests bodies above this are refused with 413 before they are read further. */
export const BODY_LIMIT = 1_048_576;

export interface BuildOptions {
  /** pino destination for tests that read the logs */
  logStream?: NodeJS.WritableStream;
  /** extra API routes, for tests that need a failing route */
  extraRoutes?: (api: FastifyInstance) => Promise<void>;
  /** where mail goes; by default SMTP or the outbox, as configured */
  mailer?: Mailer;
  /** the jobs' clock (webhook deliveries' 24 hours); the real time by default */
  now?: () => Date;
}

export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const headers = baselineHeaders(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // security events need a readable UTC time (DESIGN.md §4); one format for every line
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      serializers: { err: safeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.accessToken',
        ],
        censor: '[redacted]',
      },
    },
    // One line per request (below) instead of Fastify's two: logging was the largest cost of a
    // cheap request in the profile (issue 10, docs/decisions.md).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routerRefusals(headers),
    clientErrorHandler: clientErrorAnswer(headers),
  });
  database.setLog(app.log);
  // An empty JSON body is no body: the route's schema decides (logout takes none), instead of a
  // parse error before any route sees the request.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('routeAccess', []);
  app.decorate('resources', []);
  app.decorate('endpoints', []);
  const mailer = options.mailer ?? createMailer(config.mail, app.log);
  app.decorate('mailer', mailer);
  // Created here so routes can enqueue; started by server.ts (tests start it where they need it),
  // stopped on close (a queue never started stops at once).
  const network = networkFor(config.network);
  app.decorate('network', network);
  // live events: NOTIFY by default; Redis pub/sub when it is configured (lib/redis-events.ts)
  const bus = config.redisUrl ? redisEvents(config.redisUrl, app.log) : null;
  if (bus) publishEventsThrough(database.db, bus.publisher);
  const events = new EventHub(
    bus ? bus.source : (channel, handlers) => database.listen(channel, handlers),
    app.log,
  );
  app.decorate('events', events);
  const payments = createSimulatedProcessor();
  app.decorate('payments', payments);
  app.decorate(
    'jobs',
    createJobQueue(database, {
      network,
      payments,
      mailer,
      work: config.jobs.inApi,
      pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
      maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
      clock: config.jobs.clock,
      every: { 'stats.usage-alerts': config.jobs.usageAlertCheckSeconds },
      log: app.log,
      webhooks: config.webhooks,
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  // Callback hooks: an async hook costs a promise and a microtask turn on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.auth?.clientId,
        accountId: request.auth?.accountId,
      },
      'request',
    );
    done();
  });
  // While closing, answers that finish tell keep-alive clients to go, so close() need not wait for them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // before onClose closes the database: running jobs finish (or are failed, so retried) first
    await app.jobs.stop();
    // open event streams would hold the server's close until their clients leave
    await events.close();
    bus?.close();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errors);
  // the per-request deadline: a slow or silent database answers 503, never hangs (issues 10, 22)
  await app.register(deadline);
  await app.register(security);
  await app.register(contentTypes);
  await app.register(docs);

  // Inside this scope every route must declare its access rule (plugins/auth.ts).
  await app.register(async (api) => {
    await api.register(compression);
    await api.register(auth);
    for (const plugin of MODULES) await api.register(plugin);
    if (options.extraRoutes) await api.register(options.extraRoutes);
  });

  await app.register(web);
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
