import type { Tx } from '../../db/client';
import { storePassword } from '../../lib/credentials';
import { getSession, revokeSessionsOf } from '../../lib/sessions';

/**
 * A new password from the profile: stored, and every other session of the user ends; the one
 * that changed it (and, while impersonating, the session it came from) goes on.
 */
export async function changePassword(
  tx: Tx,
  clientId: string,
  passwordHash: string,
  currentSessionId: string,
) {
  await storePassword(tx, clientId, passwordHash);
  const current = await getSession(tx, currentSessionId);
  const keep = [currentSessionId, ...(current?.parentSessionId ? [current.parentSessionId] : [])];
  await revokeSessionsOf(tx, clientId, 'password changed', keep);
}
