import type { FastifyRequest } from 'fastify';

/** The security events DESIGN.md §4 names; each is one structured log line. */
export type SecurityEventName =
  | 'login_failed'
  | 'login_throttled'
  | 'rate_limited'
  | 'access_denied'
  | 'session_refused'
  | 'impersonation_started'
  | 'impersonation_stopped'
  | 'refresh_token_reused'
  | 'password_changed'
  | 'password_change_failed'
  | 'password_change_throttled';

const WARNINGS = new Set<SecurityEventName>([
  'login_failed',
  'login_throttled',
  'rate_limited',
  'access_denied',
  'session_refused',
  'refresh_token_reused',
  'password_change_failed',
  'password_change_throttled',
]);

export interface SecurityEventFields {
  /** who, when the request has no verified token yet (sign-in) */
  userId?: string | null;
  accountId?: string | null;
  username?: string;
  [key: string]: string | number | boolean | null | undefined;
}

/**
 * One line per event with who (user, acting user, account), from where, which request and when
 * (pino's time is ISO UTC, app.ts). Callers pass ids and names only: never a password, token or
 * SQL parameter.
 */
export function securityEvent(
  request: FastifyRequest,
  event: SecurityEventName,
  fields: SecurityEventFields = {},
): void {
  const claims = request.auth?.claims;
  const line = {
    security: true,
    event,
    userId: claims?.clientId ?? null,
    actingUserId: claims?.act?.clientId ?? null,
    accountId: claims?.accountId ?? null,
    ip: request.ip,
    requestId: request.id,
    ...fields,
  };
  if (WARNINGS.has(event)) request.log.warn(line, `security: ${event}`);
  else request.log.info(line, `security: ${event}`);
}
