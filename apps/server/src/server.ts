import { existsSync } from 'node:fs';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseUnavailable } from './lib/db-errors';
import { copyTemplate } from './db/template';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed';
import { seedDemoNumbers } from './db/seeds-platform/numbers';
import { seedDemoInbox } from './db/seeds-platform/inbox';
import { seedDemoMessages } from './db/seeds-platform/messages';
import { seedDemoPaymentMethods } from './db/seeds-platform/payment-methods';
import { seedDemoBillingHistory } from './db/seeds-platform/billing-history';
import { seedDemoFunds } from './db/seeds-platform/funds';
import { startBanner } from './lib/start-banner';

const started = performance.now();
const config = loadConfig();
// A new embedded database starts as a copy of the migrated template (db/template.ts).
if (config.database.kind === 'pglite' && !existsSync(join(config.database.dataDir, 'PG_VERSION')))
  copyTemplate(config.database.dataDir);
const database = await openDatabase(config.database);
// A PostgreSQL server that is not up yet (or restarting) is waited for, not a reason to exit.
const seeded = await untilDatabaseAnswers(async () => {
  await database.migrate();
  return config.seedDemo ? await seedDemo(database.db, config.scryptN, { funds: false }) : null;
});
const app = await buildApp(config, database);
// The queue's schema is created (or upgraded) here; with JOBS_IN_API=false this process only
// enqueues. app.close() stops it before the database closes.
await app.jobs.start();
// The demo is made the way users make it: Acme's cards through the payment processor, its months
// of billing history by adding funds and the monthly fees' code, the other accounts' opening
// funds, then numbers bought through the network and the job queue (each charged its month).
if (config.seedDemo) {
  await seedDemoPaymentMethods(app.db, app, DEMO_ACCOUNTS);
  await seedDemoBillingHistory(app.db, app, DEMO_ACCOUNTS);
  await seedDemoFunds(app.db, DEMO_ACCOUNTS);
  await seedDemoNumbers(app.db, app, DEMO_ACCOUNTS);
  if (config.seedDemoTraffic) {
    await seedDemoMessages(app.db, app, DEMO_ACCOUNTS);
    await seedDemoInbox(app.db, app, DEMO_ACCOUNTS);
  }
}
// the month's fees, once the demo's history is in place
app.jobs.startClock();

// SIGTERM/SIGINT: stop taking connections, let requests in flight finish, then close the database.
// A rejected promise nobody awaited is logged, not fatal: it belongs to one request, and ending
// the process for it would end every other request too (issue 10). An uncaught exception still
// shuts down, as the process may be in a state nobody planned for.
closeWithGrace({ delay: 10_000, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason instanceof Error ? reason : new Error(String(reason)) }, 'unhandled rejection');
});

await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number }).port;
console.log(startBanner(config, { port, startedInMs: performance.now() - started, seeded }));

async function untilDatabaseAnswers<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (config.database.kind !== 'postgres' || !isDatabaseUnavailable(err)) throw err;
      const wait = Math.min(10_000, 500 * 2 ** Math.min(attempt, 5));
      console.error(
        `The database does not answer (${(err as Error).message}); trying again in ${wait / 1000} s.`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
