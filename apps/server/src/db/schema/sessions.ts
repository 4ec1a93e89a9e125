import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A session is one refresh-token family: it starts at sign-in (or impersonation), ends at an
 * absolute expiry 1440 minutes later, and is revoked at logout, on token reuse or on a
 * password change. Access tokens name their session (`sid`), so revoking it ends them too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.clientId, { onDelete: 'cascade' }),
    /** the account the session acts in: the user's own, or the impersonated one */
    accountSid: text('account_sid').notNull(),
    /** for an impersonation session: the real user's session it came from */
    parentSessionId: text('parent_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_client_idx').on(t.clientId), index('sessions_parent_idx').on(t.parentSessionId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** sha-256 of the token's secret part; the secret itself is never stored */
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed sign-ins, counted per username and per IP over a sliding window. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_key_at_idx').on(t.key, t.at)],
);
