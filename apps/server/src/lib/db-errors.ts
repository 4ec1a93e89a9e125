/** The connection itself is gone or unusable: it must not go back to the pool. */
const BROKEN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '08000',
  '08003',
  '08006',
]);
const BROKEN_MESSAGES = /Connection terminated|Query read timeout|Client has encountered a connection error/i;

/** Connection-level failures: the database is down, unreachable or too slow, not the query wrong. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: the statement timeout
  '25P03', // idle_in_transaction_session_timeout
  '08000',
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
  '40001', // serialization_failure: worth a retry, not a bug
  '40P01', // deadlock_detected
]);

const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Cannot use a pool after calling end|Client has encountered a connection error|PGlite is closed/i;

/** Walks an error and its causes (drizzle wraps the driver's error) for the first that matches. */
function someInChain(err: unknown, test: (code: unknown, message: unknown) => boolean): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (test((e as { code?: unknown }).code, (e as { message?: unknown }).message)) return true;
  }
  return false;
}

/**
 * A timed-out query still on the wire or a dead socket: the client holding it is destroyed. A
 * statement timeout, a deadlock or a serialization failure leave the connection usable, and
 * throwing it away would churn the pool exactly when the database is busiest.
 */
export function isConnectionBroken(err: unknown): boolean {
  return someInChain(
    err,
    (code, message) =>
      (typeof code === 'string' && BROKEN_CODES.has(code)) ||
      (typeof message === 'string' && BROKEN_MESSAGES.test(message)),
  );
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return someInChain(
    err,
    (code, message) =>
      (typeof code === 'string' && CONNECTION_CODES.has(code)) ||
      (typeof message === 'string' && CONNECTION_MESSAGES.test(message)),
  );
}

/**
 * Text PostgreSQL cannot store (a NUL byte, a lone surrogate turned into bad UTF-8). The schemas
 * refuse it first (packages/domain text()); this is the net under them, so such input is a 400
 * even on a route whose schema forgot, never a 500.
 */
export function isUnstorableText(err: unknown): boolean {
  return someInChain(err, (code) => code === '22021' || code === '22P05' || code === '22P02');
}

/** The unique constraint a write broke (23505), or null: a duplicate is a 409, never a 500. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
