import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema/index';

/**
 * The account holders: its active owners, or its parent's for a sub-account with none of its own
 * (Acme West is run by an administrator; Acme's owner pays for it).
 */
export async function holdersOf(db: Db, accountSid: string): Promise<string[]> {
  const owners = async (sid: string) =>
    (
      await db
        .select({ email: users.username })
        .from(users)
        .where(
          and(
            eq(users.accountSid, sid),
            eq(users.status, 'active'),
            sql`${users.roles} @> '["acct-owner"]'::jsonb`,
          ),
        )
    ).map((u) => u.email);
  const own = await owners(accountSid);
  if (own.length) return own;
  const [account] = await db
    .select({ parent: accounts.parentAcctId })
    .from(accounts)
    .where(eq(accounts.accountSid, accountSid));
  return account?.parent && account.parent !== accountSid ? owners(account.parent) : [];
}
