import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { users } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';
import type { Scope } from '../../lib/resource-routes';

/**
 * What a platform seeder acts as: Acme's owner, as if signed in, so the demo is made by the
 * requests' own code. Null while Acme already has a row of `table` (a user's changes are kept) or
 * its owner is gone.
 */
export async function acmeOwnerWhileNone(
  db: Db,
  owned: { table: PgTable; account: PgColumn },
  accounts: DemoAccounts,
): Promise<Scope | null> {
  const accountId = accounts.acme.accountSid;
  const [any] = await db
    .select({ one: sql`1` })
    .from(owned.table)
    .where(eq(owned.account, accountId))
    .limit(1);
  if (any) return null;
  const [owner] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(and(eq(users.accountSid, accountId), eq(users.username, 'owner@acme.test')));
  return owner ? ({ accountId, clientId: owner.clientId } as Scope) : null;
}
