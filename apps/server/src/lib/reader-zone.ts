import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SYSTEM_ZONE, systemZoneOf } from '@parley/domain';
import type { Db } from '../db/client';
import { accountConfig, userConfig } from '../db/schema/index';

/** The zone a reader's buckets are in: the user's setting, else the account's, else UTC. */
export async function readerZone(db: Db, accountSid: string, clientId: string): Promise<string> {
  const [row] = await db
    .select({
      user: sql<string | null>`(${db
        .select({ value: userConfig.value })
        .from(userConfig)
        .where(and(eq(userConfig.clientId, clientId), eq(userConfig.key, 'timezone')))})`,
      account: sql<string | null>`(${db
        .select({ value: accountConfig.value })
        .from(accountConfig)
        .where(and(eq(accountConfig.accountSid, accountSid), eq(accountConfig.key, 'timezone')))})`,
    })
    .from(sql`(select 1) as one`);
  return systemZoneOf(row?.user) ?? systemZoneOf(row?.account) ?? DEFAULT_SYSTEM_ZONE;
}

/** The account's own zone (its setting, else UTC): where its usage alerts' days and months are. */
export async function accountZone(db: Db, accountSid: string): Promise<string> {
  const [row] = await db
    .select({ value: accountConfig.value })
    .from(accountConfig)
    .where(and(eq(accountConfig.accountSid, accountSid), eq(accountConfig.key, 'timezone')));
  return systemZoneOf(row?.value) ?? DEFAULT_SYSTEM_ZONE;
}
