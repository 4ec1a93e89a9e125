import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/index';

/**
 * Stores a user's new password hash (a change from the profile, or a reset by mail code) and
 * when it changed. Returns who it was, or null when no such user exists.
 */
export async function storePassword(
  db: Db | Tx,
  clientId: string,
  passwordHash: string,
): Promise<{ clientId: string; accountSid: string } | null> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(users.clientId, clientId))
    .returning({ clientId: users.clientId, accountSid: users.accountSid });
  return user ?? null;
}
