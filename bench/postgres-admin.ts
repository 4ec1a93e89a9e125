import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';

/** A database name as an SQL identifier. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Makes the database named in the URL (`fresh`: dropped first, so a run starts empty; else only
 * when it does not exist), through the server's `postgres` database. False when no server answers.
 */
export async function prepareDatabase(target: string, { fresh = false } = {}): Promise<boolean> {
  const admin = new URL(target);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    if (fresh) await client.query(`drop database if exists ${quoted(name)} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${quoted(name)}`);
    return true;
  } finally {
    await client.end();
  }
}

/** A bench's PostgreSQL: filling and scanning a hundred thousand rows outlasts the request timeouts. */
export const openBenchDatabase = (url: string): Promise<Database> =>
  openDatabase({ kind: 'postgres', url, statementTimeoutMs: 3_600_000, queryTimeoutMs: 3_600_000 });

/**
 * The API in process on a bench's PostgreSQL, migrated, with the demo's accounts, and no rate limit
 * in the way of a few thousand reads; the caller closes the app (it closes the database).
 */
export async function openBenchApp(url: string) {
  const database = await openBenchDatabase(url);
  const config = testConfig({ scryptN: 2 ** 10, rateLimitPerMinute: 1_000_000, requestTimeoutMs: 60_000 });
  await database.migrate();
  await seedDemo(database.db, config.scryptN);
  const app = await buildApp(config, database);
  return { database, db: database.db, config, app };
}
