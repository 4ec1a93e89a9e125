import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { adminQuery, withDatabase } from './global-setup';

const tpl = inject('pgTemplate');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.runIf(tpl)('migrations on PostgreSQL', () => {
  it('wait for another process migrating longer than the request timeouts, then succeed', async () => {
    const admin = process.env.DATABASE_URL!;
    const name = `parley_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(admin, `create database ${name} template ${tpl}`);
    cleanups.push(() => adminQuery(admin, `drop database if exists ${name} with (force)`));
    const url = withDatabase(admin, name);
    const database = await openDatabase({
      kind: 'postgres',
      url,
      statementTimeoutMs: 300,
      queryTimeoutMs: 500,
    });
    cleanups.push(() => database.close());

    // another process holds the migration lock for longer than any request may take
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    cleanups.push(() => other.end());
    await other.query('select pg_advisory_lock(727001)');
    const started = performance.now();
    setTimeout(() => void other.query('select pg_advisory_unlock(727001)'), 1_500);
    await expect(database.migrate()).resolves.toBeUndefined();
    expect(performance.now() - started).toBeGreaterThan(1_400);
  }, 20_000);
});
