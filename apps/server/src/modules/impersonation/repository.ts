import type { Tx } from '../../db/client';
import { issueRefreshToken, openSession, revokeSessionTree } from '../../lib/sessions';

/**
 * An impersonation session: the real user in the sub-account, a child of the user's own session
 * that ends no later than it does.
 */
export function startImpersonation(
  tx: Tx,
  clientId: string,
  accountSid: string,
  parent: { id: string; expiresAt: Date },
) {
  return openSession(tx, { clientId, accountSid, parentSessionId: parent.id, expiresAt: parent.expiresAt });
}

/**
 * Ends the impersonation session; when the session it came from may go on, a refresh token for
 * that one (null when it may not: the caller then signs in again).
 */
export async function endImpersonation(
  tx: Tx,
  sessionId: string,
  resume: { id: string } | null,
): Promise<string | null> {
  await revokeSessionTree(tx, sessionId, 'switched back');
  return resume ? issueRefreshToken(tx, resume.id) : null;
}
