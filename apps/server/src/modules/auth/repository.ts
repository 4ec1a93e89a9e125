import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema/index';
import { getSession, issueRefreshToken, revokeSessionTree } from '../../lib/sessions';
import { parseRefreshToken, secretMatches } from '../../lib/tokens';

export type RotateResult =
  | { kind: 'rotated'; session: typeof sessions.$inferSelect; token: string }
  | { kind: 'invalid' }
  | { kind: 'reused'; clientId: string; accountSid: string };

/**
 * Exchanges a refresh token for a new one in the same session. A token already used means
 * someone holds a copy: the whole session (and any impersonation started from it) is revoked.
 */
export async function rotateRefreshToken(db: Db, presented: string | undefined): Promise<RotateResult> {
  const parsed = parseRefreshToken(presented);
  if (!parsed) return { kind: 'invalid' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, parsed.id)).limit(1);
    if (!row || !secretMatches(parsed.secret, row.secretHash)) return { kind: 'invalid' } as const;
    const used = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (used.length === 0) {
      await revokeSessionTree(tx, row.sessionId, 'refresh token reused');
      const owner = await getSession(tx, row.sessionId);
      return {
        kind: 'reused',
        clientId: owner?.clientId ?? '',
        accountSid: owner?.accountSid ?? '',
      } as const;
    }
    const [session] = await tx
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      )
      .limit(1);
    if (!session) return { kind: 'invalid' } as const;
    const token = await issueRefreshToken(tx, session.id);
    return { kind: 'rotated', session, token } as const;
  });
}

/** The session a refresh cookie belongs to, used or not: logout ends it either way. */
export async function sessionIdOfRefreshToken(db: Db, presented: string | undefined): Promise<string | null> {
  const parsed = parseRefreshToken(presented);
  if (!parsed) return null;
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, parsed.id))
    .limit(1);
  return row?.sessionId ?? null;
}

/**
 * Ends a session at logout; an impersonation session ends with the real user's session it came
 * from. Returns the session as it was (null when there is none), for the audit record.
 */
export async function endSession(tx: Tx, sessionId: string) {
  const session = await getSession(tx, sessionId);
  await revokeSessionTree(tx, session?.parentSessionId ?? sessionId, 'logout');
  return session;
}
