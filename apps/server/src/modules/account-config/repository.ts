import { and, eq, or, sql } from 'drizzle-orm';
import type { TAccountConfigDelete, TAccountConfigEntry, TAccountConfigPut } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { accountConfig } from '../../db/schema/index';
import { preparedPerDatabase } from '../../db/prepared';

/** Prepared once per database: the shell reads it with every session check and reload. */
const listStatement = preparedPerDatabase((db) =>
  db
    .select({ accountSid: accountConfig.accountSid, key: accountConfig.key, value: accountConfig.value })
    .from(accountConfig)
    .where(eq(accountConfig.accountSid, sql.placeholder('accountSid')))
    .orderBy(accountConfig.key)
    .prepare('account_config_list'),
);

export async function listAccountConfig(db: Db, accountSid: string): Promise<TAccountConfigEntry[]> {
  return listStatement(db).execute({ accountSid });
}

export async function upsertAccountConfig(tx: Tx, entries: TAccountConfigPut): Promise<void> {
  await tx
    .insert(accountConfig)
    .values(entries.map((e) => ({ accountSid: e.accountSid, key: e.key, value: e.value })))
    .onConflictDoUpdate({
      target: [accountConfig.accountSid, accountConfig.key],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

export async function deleteAccountConfig(tx: Tx, entries: TAccountConfigDelete): Promise<number> {
  const rows = await tx
    .delete(accountConfig)
    .where(
      or(
        ...entries.map((e) => and(eq(accountConfig.accountSid, e.accountSid), eq(accountConfig.key, e.key))),
      ),
    )
    .returning({ key: accountConfig.key });
  return rows.length;
}
