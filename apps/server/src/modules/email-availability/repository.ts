import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * Whether no user signs in with this email: usernames are unique across every account and stored
 * lower-case (sign-in ignores case), so the check is one index lookup.
 */
export async function isEmailAvailable(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.username, email.toLowerCase()))
    .limit(1);
  return row === undefined;
}
