import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { phoneNumbers } from '../../db/schema/index';

/** The number of a bought row whose order has not completed, or null (released, or done). */
export async function orderingNumber(db: Db, phoneSid: string): Promise<string | null> {
  const [row] = await db
    .select({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(
      and(eq(phoneNumbers.id, phoneSid), eq(phoneNumbers.status, 'pending'), isNull(phoneNumbers.releasedAt)),
    );
  return row?.phoneNumber ?? null;
}

/** A completed order makes the number active; a refused one gives it up at once, uncharged. */
export async function finishOrder(tx: Tx, phoneSid: string, ok: boolean): Promise<void> {
  await tx
    .update(phoneNumbers)
    .set(ok ? { status: 'active', updatedAt: sql`now()` } : { releasedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(phoneNumbers.id, phoneSid), eq(phoneNumbers.status, 'pending')));
}

export async function phoneNumberOf(db: Db, phoneSid: string): Promise<string | null> {
  const [row] = await db
    .select({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.id, phoneSid));
  return row?.phoneNumber ?? null;
}
