import { eq } from 'drizzle-orm';
import { unitsOfDollars } from '@parley/domain';
import { postToLedger, WITHOUT_JOBS } from '../../ledger/ledger';
import type { Db } from '../client';
import { ledgerEntries } from '../schema/index';

async function hasEntries(db: Db, accountSid: string) {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountSid, accountSid))
    .limit(1);
  return Boolean(row);
}

/**
 * What each demo account has been given (issue 27): Acme West none, so the Payment Required banner
 * shows and a new user can fund it. Posted through the ledger like any credit, once: the key makes
 * a second start answer the first entry.
 */
export const DEMO_OPENING_FUNDS_DOLLARS = { acme: 500, brightline: 100, summit: 1000, parley: 100 } as const;

export async function seedDemoFunds(db: Db, accounts: Record<string, { accountSid: string }>) {
  for (const [key, dollars] of Object.entries(DEMO_OPENING_FUNDS_DOLLARS)) {
    const account = accounts[key];
    // an account with entries has its money already (Acme's months of history on `npm start`)
    if (!account || (await hasEntries(db, account.accountSid))) continue;
    await db.transaction((tx) =>
      postToLedger(
        tx,
        {
          accountSid: account.accountSid,
          amount: unitsOfDollars(dollars),
          kind: 'funds',
          description: 'Opening funds',
          idempotencyKey: 'demo-opening-funds',
        },
        WITHOUT_JOBS,
      ),
    );
  }
}
