import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * The one rule of every demo seeder (issue 12, written once in issue 25): add these rows to an
 * account while it has none of them. A database made before a resource existed gets its demo rows
 * at the next start; an account whose rows a user changed or deleted down to some is not touched.
 * The check, `rows` (which may add what the rows need first: blobs, a config key) and the insert
 * are one transaction. Answers whether it added anything.
 */
export async function addWhileNone<T extends PgTable>(
  db: Db,
  target: { table: T; account: PgColumn },
  accountSid: string,
  rows: (tx: Tx) => T['$inferInsert'][] | Promise<T['$inferInsert'][]>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [any] = await tx
      .select({ one: sql`1` })
      .from(target.table as PgTable)
      .where(eq(target.account, accountSid))
      .limit(1);
    if (any) return false;
    const values = await rows(tx);
    if (values.length === 0) return false;
    await tx.insert(target.table).values(values);
    return true;
  });
}
