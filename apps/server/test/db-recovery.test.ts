import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { adminQuery, withDatabase } from './global-setup';
import { TEST_SCRYPT_N, bearer, signIn } from './helpers';
import { TcpProxy } from './tcp-proxy';

/**
 * A PostgreSQL server that goes away and comes back: the proxy in front of the real one stops
 * listening (connections are refused) and listens again. The API answers 503 meanwhile and
 * recovers by itself.
 */
const tpl = inject('pgTemplate');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.runIf(tpl)('database outage on PostgreSQL', () => {
  it('answers 503 while the server is unreachable and recovers when it returns', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const name = `parley_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url.toString(), `create database ${name} template ${tpl}`);
    cleanups.push(() => adminQuery(url.toString(), `drop database if exists ${name} with (force)`));

    const target = { host: url.hostname, port: Number(url.port || 5432) };
    const p = new TcpProxy(target);
    const port = await p.listen();
    cleanups.push(() => p.close());
    const viaProxy = new URL(withDatabase(url.toString(), name));
    viaProxy.port = String(port);
    viaProxy.hostname = '127.0.0.1';
    const database = await openDatabase({ kind: 'postgres', url: viaProxy.toString() });
    await seedDemo(database.db, TEST_SCRYPT_N);
    const app = await buildApp(testConfig({ scryptN: TEST_SCRYPT_N }), database);
    cleanups.push(() => app.close());
    const { accessToken } = await signIn(app, 'owner@acme.test');
    const read = () =>
      app.inject({ method: 'GET', url: '/v3/accounts/config', headers: bearer(accessToken) });
    expect((await read()).statusCode).toBe(200);

    await p.close();
    const down = await read();
    expect(down.statusCode).toBe(503);
    expect(down.json().error[0].code).toBe('unavailable');
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    const p2 = new TcpProxy(target);
    await p2.listen(port);
    cleanups.push(() => p2.close());
    // Idle connections that died with the outage are found out one request each (a 503) and
    // dropped: within a second the pool holds only live ones, with no restart.
    const started = performance.now();
    let back = await read();
    while (back.statusCode !== 200 && performance.now() - started < 1_000) back = await read();
    expect(back.statusCode, back.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }, 30_000);
});
