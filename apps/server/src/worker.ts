import { existsSync } from 'node:fs';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { copyTemplate } from './db/template';
import { createJobQueue } from './jobs/index';
import { networkFor } from './platform';
import { createSimulatedProcessor } from './payments/index';
import { createMailer } from './lib/mailer';

/**
 * `npm run worker`: the job queue alone, for a deployment that runs the API with
 * JOBS_IN_API=false. PGlite has one process per data directory, so this is for PostgreSQL
 * (DATABASE_URL), or for an embedded database no API process has open.
 */
const config = loadConfig();
// the API's time format (app.ts): one format in every log line
const log = pino({
  level: config.logLevel,
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
});
if (config.database.kind === 'pglite' && !existsSync(join(config.database.dataDir, 'PG_VERSION')))
  copyTemplate(config.database.dataDir);
const database = await openDatabase(config.database);
database.setLog(log);
await database.migrate();
const queue = createJobQueue(database, {
  network: networkFor(config.network),
  payments: createSimulatedProcessor(),
  mailer: createMailer(config.mail, log),
  work: true,
  pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
  maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
  clock: config.jobs.clock,
  every: { 'stats.usage-alerts': config.jobs.usageAlertCheckSeconds },
  log,
  webhooks: config.webhooks,
});
await queue.start();
queue.startClock();
log.info({ database: database.kind }, 'worker: running jobs');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'worker: shutting down after an error');
  else log.info({ signal }, 'worker: shutting down');
  await queue.stop();
  await database.close();
});
