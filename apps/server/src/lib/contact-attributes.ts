import { and, eq } from 'drizzle-orm';
import { CUSTOM_FIELDS_CONFIG_KEY, contactAttributes, type TContactAttribute } from '@parley/domain';
import type { Db, Tx } from '../db/client';
import { accountConfig } from '../db/schema/index';

// Here, not in the contacts module: sending a template fills its variables from the recipient's
// contact by these attributes too (issue 28).

/** The account's contact attributes: the defaults and its custom_fields entry (doc 001 §3). */
export async function attributesOf(db: Db | Tx, accountSid: string): Promise<TContactAttribute[]> {
  const [row] = await db
    .select({ value: accountConfig.value })
    .from(accountConfig)
    .where(and(eq(accountConfig.accountSid, accountSid), eq(accountConfig.key, CUSTOM_FIELDS_CONFIG_KEY)))
    .limit(1);
  return contactAttributes(row?.value);
}
