import pg from 'pg';

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
