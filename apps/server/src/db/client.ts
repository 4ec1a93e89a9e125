import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema/index';
import { isConnectionBroken } from '../lib/db-errors';
import { DB_DEFAULTS } from './pg-options';
import { trackCommits } from './after-commit';

/** Where the pool reports faults it absorbed; the app points it at its logger. */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
}

/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** runs a script of several statements without parameters; answers the last one's rows (the job queue's migrations and upkeep) */
  script(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for cloning a migrated template */
  dump?(): Promise<Blob>;
  /** send the faults the pool absorbs (dropped connections, timeouts) to this log */
  setLog(log: DatabaseLog): void;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY's payload, `onResume` is called when a lost
   * listening connection is back (what was notified meanwhile is gone: callers catch up from
   * their table). Answers the function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onResume?(): void;
}

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, '../../drizzle');

export interface OpenOptions {
  /** a dumped PGlite data directory to start from (tests clone a migrated template) */
  loadDataDir?: Blob;
}

export async function openDatabase(
  config: AppConfig['database'],
  options: OpenOptions = {},
): Promise<Database> {
  if (config.kind === 'pglite') {
    if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir: config.dataDir,
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    trackCommits(db);
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => void (await client.query('select 1')),
      script: async (text) => ({
        rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[],
      }),
      close: async () => {
        if (!client.closed) await client.close();
      },
      dump: async () => (await client.dumpDataDir('none')) as Blob,
      setLog: () => {},
      listen: async (channel, handlers) => {
        const stop = await client.listen(channel, (payload) => handlers.onNotify(payload));
        return async () => {
          if (!client.closed) await stop();
        };
      },
    };
  }
  const tuning = { ...DB_DEFAULTS, ...config };
  let log: DatabaseLog = { warn: () => {} };
  const pool = new pg.Pool({
    connectionString: config.url,
    max: tuning.poolMax,
    connectionTimeoutMillis: tuning.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // PostgreSQL cancels a slow statement itself; the client gives up on a silent server.
    statement_timeout: tuning.statementTimeoutMs,
    query_timeout: tuning.queryTimeoutMs,
    // A client that vanished mid-transaction must not hold its locks for long.
    idle_in_transaction_session_timeout: tuning.statementTimeoutMs * 3,
    keepAlive: true,
  });
  // An idle client that loses its server emits here; without a listener the process would exit.
  pool.on('error', (err) => log.warn({ err: { message: err.message } }, 'database: idle connection lost'));
  pool.on('connect', (client) => guardClient(client, () => log));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  trackCommits(db);
  return {
    db,
    kind: 'postgres',
    setLog: (l) => void (log = l),
    migrate: async () => {
      // Several processes may start at once behind a load balancer: one migrates, the others wait.
      // Its own connection, without the request timeouts: building an index on a large table, or
      // waiting for another process's migration, takes longer than any request may.
      const client = new pg.Client({
        connectionString: config.url,
        connectionTimeoutMillis: tuning.connectTimeoutMs,
        keepAlive: true,
      });
      client.on('error', (err) =>
        log.warn({ err: { message: err.message } }, 'database: migration connection lost'),
      );
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(727001)');
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(727001)').catch(() => {});
        await client.end().catch(() => {});
      }
    },
    ping: async () => void (await pool.query('select 1')),
    script: async (text) => {
      // a multi-statement query answers one result per statement
      const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    close: async () => {
      if (pool.ended || pool.ending) return;
      await pool.end();
    },
    listen: (channel, handlers) =>
      listenOn(config.url, tuning.connectTimeoutMs, channel, handlers, () => log),
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one goes back to the
 * pool). A lost connection is made again after a pause that grows to 10 s, and `onResume` tells
 * the caller, so the database going away never ends the process nor the stream for good.
 */
async function listenOn(
  url: string,
  connectTimeoutMs: number,
  channel: string,
  handlers: ListenHandlers,
  log: () => DatabaseLog,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let pause = 250;
  const identifier = pg.escapeIdentifier(channel);
  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onNotify(n.payload);
    });
    c.on('error', (err) =>
      log().warn({ err: { message: err.message } }, 'database: listening connection lost'),
    );
    c.on('end', () => {
      // only a connection that was listening is made again: a failed attempt is retry's to repeat
      if (client !== c) return;
      client = null;
      if (!stopped) setTimeout(() => void retry(), pause).unref();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${identifier}`);
    } catch (error) {
      await c.end().catch(() => {});
      throw error;
    }
    client = c;
    pause = 250;
  };
  const retry = async () => {
    if (stopped || client) return;
    try {
      await connect();
      handlers.onResume?.();
    } catch {
      pause = Math.min(pause * 2, 10_000);
      if (!stopped) setTimeout(() => void retry(), pause).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/**
 * A client checked out of the pool (a transaction) has no error listener from the pool: a
 * connection that drops then emits 'error' with nobody listening, which ends the process. And a
 * client whose query timed out still has that query on the wire: returned to the pool as it is,
 * the next request would queue behind an answer that never comes. So every client gets a
 * listener, and a client that saw its connection fail or a query time out is destroyed: drizzle
 * releases it without an error, and the pool drops a client that is no longer queryable.
 */
function guardClient(client: pg.PoolClient, log: () => DatabaseLog) {
  client.on('error', (err) =>
    log().warn({ err: { message: err.message } }, 'database: connection lost while in use'),
  );
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // pg's query() has a dozen overloads; drizzle uses the promise form, the wrapper keeps every form.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      return result.catch((err: unknown) => {
        if (isConnectionBroken(err)) breakConnection(client);
        // drizzle sends BEGIN before the try whose finally releases the client (drizzle-orm
        // #6023, open): a BEGIN that fails is released here, or the pool loses the connection for
        // good and, after a few, every request waits for one that never comes back
        if (isBegin(args[0])) client.release(err instanceof Error ? err : new Error(String(err)));
        throw err;
      });
    return result;
  };
}

/** drizzle's `begin` (with or without a transaction's settings), as text or a query config. */
const isBegin = (query: unknown) =>
  /^\s*begin\b/i.test(typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? ''));

/** Ends a checked-out connection now: its query in flight fails, and the pool drops it. */
export function breakConnection(client: pg.PoolClient) {
  const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
  stream?.destroy();
}
