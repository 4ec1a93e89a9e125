import { desc, eq } from 'drizzle-orm';
import type { TOptOut } from '@parley/domain';
import type { Db } from '../../db/client';
import { optOuts } from '../../db/schema/index';

/** The account's opted-out recipients, newest first, at most `limit`. */
export async function optOutsOf(db: Db, accountSid: string, limit: number): Promise<TOptOut[]> {
  const rows = await db
    .select()
    .from(optOuts)
    .where(eq(optOuts.accountSid, accountSid))
    .orderBy(desc(optOuts.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    phoneNumber: r.phoneNumber,
    keyword: r.keyword,
    viaNumber: r.viaNumber,
    created: r.createdAt.toISOString(),
  }));
}
