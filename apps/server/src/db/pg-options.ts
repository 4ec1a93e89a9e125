/**
 * How long the server waits on PostgreSQL. Without these a silent database pins the pool and
 * every request hangs for minutes (issue 10). The statement timeout is PostgreSQL's own and
 * cancels a slow query cleanly; the query timeout is the client's and also covers a server that
 * has gone silent; both stay under the request deadline (REQUEST_TIMEOUT_MS) so a request
 * normally fails on its own error before the deadline answers for it.
 */
export interface PgOptions {
  poolMax: number;
  /** waiting for a connection: a new one, or a free one from a busy pool */
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  queryTimeoutMs: number;
}

export const DB_DEFAULTS: PgOptions = {
  poolMax: 10,
  connectTimeoutMs: 2_000,
  statementTimeoutMs: 4_000,
  queryTimeoutMs: 5_000,
};
