/** Fields of a database error that describe the fault without repeating the data. */
const SAFE_KEYS = ['code', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column', 'schema'];

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

/**
 * Errors as the log shows them, without the data that travelled with them (DESIGN.md §4: no log
 * line holds a password, a token or an SQL parameter). Drizzle's error message lists the query's
 * parameters (usernames, session ids): only the SQL text is kept. PostgreSQL's `detail` repeats
 * the row ('Key (username)=(…)'), and some messages quote the value refused: both are dropped.
 */
export function safeError(err: Error, depth = 0): LoggedError & { stack: string } {
  const e = err as Error & Record<string, unknown>;
  const isQueryError = typeof e.query === 'string' && 'params' in e;
  const message = isQueryError
    ? `Failed query: ${e.query as string}`
    : e.message.replace(/(:\s*)"[^"]*"\s*$/, '$1"[value]"');
  const type = e.constructor?.name ?? e.name;
  // the stack's first lines repeat the message: keep only the frames
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError & { stack: string } = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const key of SAFE_KEYS) if (e[key] !== undefined && e[key] !== null) out[key] = e[key];
  if (e.cause instanceof Error && depth < 4) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/**
 * A request's address as the log shows it: the path and the query's names, never its values.
 * Values carry what a log must not hold (a token pasted into `?access_token=`, an address in
 * `?email=`, what a user searched for in `?q=`), and a log reader needs only which were sent.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? part : `${part.slice(0, eq)}=*`;
    });
  return `${url.slice(0, at)}?${names.join('&')}`;
}
