import { existsSync } from 'node:fs';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { readTemplate } from './db/template';
import { DEMO_PASSWORD, DEMO_USERS, hashDemoPasswords, seedDemo } from './db/seed';

const started = performance.now();
const config = loadConfig();
// A new embedded database takes seconds to create; hashing the demo passwords meanwhile (on
// libuv's threads) takes them off the critical path of the first start.
const fresh = config.database.kind === 'pglite' && !existsSync(join(config.database.dataDir, 'PG_VERSION'));
const demoHashes = config.seedDemo && fresh ? hashDemoPasswords(config.scryptN) : undefined;
const template = fresh ? readTemplate() : undefined;
const database = await openDatabase(config.database, template ? { loadDataDir: template } : {});
await database.migrate();
const seeded = config.seedDemo ? await seedDemo(database.db, config.scryptN, demoHashes) : null;
const app = await buildApp(config, database);

// SIGTERM/SIGINT: stop taking connections, let requests in flight finish, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const where =
  config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL';
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${(app.server.address() as { port: number }).port}`;
const lines = [
  `Parley is ready at ${url} (${where}) in ${Math.round(performance.now() - started)} ms`,
  config.webDist ? '' : '  The web app is not built: run `npm run build` (npm start does it for you).',
];
if (seeded) {
  lines.push(seeded.created ? '  Demo data created. Sign in as:' : '  Demo sign-ins:');
  for (const u of DEMO_USERS) lines.push(`    ${u.username.padEnd(22)} ${DEMO_PASSWORD}   (${u.note})`);
}
console.log(lines.filter(Boolean).join('\n'));
