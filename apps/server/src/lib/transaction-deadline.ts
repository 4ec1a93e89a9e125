import type pg from 'pg';
import { ERROR_CODES, OUR_MESSAGES } from '@parley/domain';
import { breakConnection, type Tx } from '../db/client';
import { HttpError } from './errors';

export interface TransactionDeadline {
  /** Call first inside the transaction: it learns the connection to end once the time is up. */
  enter(tx: Tx): void;
  /** Call once the transaction has ended, whichever way. */
  clear(): void;
}

/**
 * An overall limit on one transaction's time, for a route whose own deadline is long (an upload
 * has 60 s for a slow client): the statement and query timeouts bound each statement, not their
 * sum, and a link slow enough (a 3 s round trip, each statement just under the timeouts) held a
 * connection for 24 s through one upload. When the time is up the connection is ended: the
 * statement in flight fails at once, the server rolls the transaction back as its client goes,
 * and the request answers 503 (a connection error, plugins/errors.ts). On PGlite (in the process,
 * no network) there is no connection to end and the limit does nothing.
 */
export function transactionDeadline(ms: number, onExpire: () => void = () => {}): TransactionDeadline {
  let client: pg.PoolClient | null = null;
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    onExpire();
    if (client) breakConnection(client);
  }, ms);
  return {
    enter(tx) {
      // waiting for a connection and BEGIN took the whole time already
      if (expired) throw new HttpError(503, ERROR_CODES.unavailable, OUR_MESSAGES.unavailable);
      client = pooledClient(tx);
    },
    clear: () => clearTimeout(timer),
  };
}

/** node-postgres's client under a drizzle transaction; null on PGlite, which has no socket. */
function pooledClient(tx: Tx): pg.PoolClient | null {
  // drizzle keeps the transaction's session, and the session its driver client, as properties
  // it does not type; a node-postgres client is the one with a connection stream
  const found = (tx as unknown as { session?: { client?: { connection?: { stream?: unknown } } } }).session
    ?.client;
  return found?.connection?.stream ? (found as unknown as pg.PoolClient) : null;
}
