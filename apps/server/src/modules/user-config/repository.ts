import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TUserConfigEntry } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { userConfig } from '../../db/schema/index';

export function listUserConfig(db: Db, clientId: string): Promise<TUserConfigEntry[]> {
  return db
    .select({ key: userConfig.key, value: userConfig.value })
    .from(userConfig)
    .where(eq(userConfig.clientId, clientId))
    .orderBy(userConfig.key);
}

export async function upsertUserConfig(tx: Tx, clientId: string, key: string, value: string): Promise<void> {
  await tx
    .insert(userConfig)
    .values({ clientId, key, value })
    .onConflictDoUpdate({
      target: [userConfig.clientId, userConfig.key],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

/** Deletes the user's entries under `keys`; returns how many there were. */
export async function deleteUserConfig(tx: Tx, clientId: string, keys: string[]): Promise<number> {
  const rows = await tx
    .delete(userConfig)
    .where(and(eq(userConfig.clientId, clientId), inArray(userConfig.key, keys)))
    .returning({ key: userConfig.key });
  return rows.length;
}
