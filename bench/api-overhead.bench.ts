// What an authenticated API call costs next to the cheapest route of the same server, in one
// process: token verification, the session check and a configuration read, against /healthz.
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';
import { fmt, medianNs } from './measure';

const config = testConfig({ scryptN: 2 ** 10 });
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await database.migrate();
await seedDemo(database.db, config.scryptN);
const app = await buildApp(config, database);
await app.ready();

const login = await app.inject({
  method: 'POST',
  url: '/v3/auth/login',
  payload: { username: 'owner@acme.test', password: 'Parley2026demo' },
});
const token = login.json().payload[0].accessToken as string;
const headers = { authorization: `Bearer ${token}` };

const peer = await medianNs(() => app.inject({ method: 'GET', url: '/healthz' }), 500);
const session = await medianNs(() => app.inject({ method: 'GET', url: '/v3/auth/session', headers }), 300);
const config_ = await medianNs(() => app.inject({ method: 'GET', url: '/v3/accounts/config', headers }), 300);

console.log(`GET /healthz (peer)          ${fmt(peer)}  1.00×`);
console.log(`GET /v3/accounts/config      ${fmt(config_)}  ${(config_ / peer).toFixed(2)}× the peer`);
console.log(`GET /v3/auth/session         ${fmt(session)}  ${(session / peer).toFixed(2)}× the peer`);
await app.close();
