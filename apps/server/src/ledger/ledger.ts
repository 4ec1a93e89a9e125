import { and, eq, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  LEDGER_MESSAGES,
  moneyText,
  unitsOfDollars,
  type TBalance,
  type TLedgerEntry,
  type TLedgerKind,
  transactionsResource,
} from '@parley/domain';
import type { Db, Tx } from '../db/client';
import { newId } from '../db/ids';
import { accountConfig, accounts, ledgerEntries } from '../db/schema/index';
import type { EnqueueOptions } from '../jobs/queue';
import { HttpError, notFound } from '../lib/errors';

/** One charge (negative) or credit (positive) to write, in ten-thousandths of a dollar. */
export interface TPosting {
  accountSid: string;
  amount: number;
  kind: TLedgerKind;
  description: string;
  reference?: string | null;
  createdBy?: string | null;
  /** a retried request's key: the same key on one account posts once, and answers that entry */
  idempotencyKey?: string | null;
  /**
   * When it happened, for the demo's simulated past only (its months of history): a time at or
   * before the account's latest entry is moved a millisecond after it, so entries keep the order
   * they were written in and `balance_after` stays the running sum. Else now.
   */
  at?: Date;
}

export interface TPosted {
  entry: TLedgerEntry;
  /** the balance after it, in units */
  balance: number;
  /** the key had posted before: nothing was written now */
  replayed: boolean;
}

/**
 * What the ledger enqueues with (the app's job queue): a charge that takes the balance below an
 * auto recharge level starts the recharge in the transaction that wrote it.
 */
export interface LedgerJobs {
  enqueue(
    tx: Tx,
    name: 'billing.auto-recharge',
    payload: { accountSid: string; entryId: string },
    options?: EnqueueOptions,
  ): Promise<unknown>;
}

/**
 * For a caller with no queue (a seeder's credit, a test): a charge that would start a recharge
 * throws, so a missing queue is found, never silently skipped.
 */
export const WITHOUT_JOBS: LedgerJobs = {
  enqueue: () =>
    Promise.reject(new Error('ledger: this charge starts an auto recharge, and no job queue was given')),
};

/**
 * The balances below which a charge starts an auto recharge: the threshold, then half and a
 * quarter of it, so a recharge that was declined is tried again as the balance falls (Plivo's
 * practice) and never twice for one crossing: under the row lock, one charge crosses a level.
 */
export const rechargeLevels = (thresholdUnits: number) => [
  thresholdUnits,
  Math.floor(thresholdUnits / 2),
  Math.floor(thresholdUnits / 4),
];

type TEntryRow = typeof ledgerEntries.$inferSelect;

export const entryOf = (row: TEntryRow): TLedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amount: moneyText(row.amount),
  balanceAfter: moneyText(row.balanceAfter),
  description: row.description,
  reference: row.reference,
  createdBy: row.createdBy,
  created: row.createdAt.toISOString(),
});

export const insufficientFunds = () =>
  new HttpError(402, ERROR_CODES.paymentRequired, LEDGER_MESSAGES.insufficientFunds);

/**
 * Takes the account's row lock, reading in the same round trip what a posting decides on: the
 * balance (the row's latest, once the lock is held), the `funded` flag and the auto recharge
 * threshold. The flag and the threshold come from the statement's snapshot, which may predate a
 * posting that held the lock before: harmless, as every posting leaves the flag matching the
 * balance, and a threshold saved a moment ago applies from the next charge. The idempotency key is
 * checked by a statement of its own, after the lock, so it sees the postings before it.
 */
async function lockAccount(tx: Tx, accountSid: string) {
  const [row] = await tx
    .select({
      balance: accounts.balance,
      funded: sql<
        string | null
      >`(select value from account_config where account_sid = ${accountSid} and key = 'funded')`,
      threshold: sql<
        number | null
      >`(select threshold from auto_recharge where account_sid = ${accountSid} and enabled)`,
    })
    .from(accounts)
    .where(eq(accounts.accountSid, accountSid))
    .for('update', { of: accounts });
  if (!row) throw notFound();
  return row;
}

/**
 * Writes one entry and the balance it leads to, in the caller's transaction (DESIGN.md §8). Under
 * the account's row lock, so concurrent charges never overdraw: a charge the balance does not
 * cover is refused with 402 and writes nothing. `funded` in the account's configuration follows
 * the balance in the same transaction ('1' above zero, '0' at or below), which is what the
 * Payment Required banner and Add Feature's funding rule read. The hot path is three statements
 * under the lock (lock and read, the key's check when there is one, entry and balance together),
 * as it is every message's charge.
 */
export async function postToLedger(tx: Tx, posting: TPosting, jobs: LedgerJobs): Promise<TPosted> {
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0)
    throw new Error(`a ledger amount is a whole, non-zero number of units: ${posting.amount}`);
  const { accountSid } = posting;
  const locked = await lockAccount(tx, accountSid);
  const before = locked.balance;
  if (posting.idempotencyKey) {
    const [earlier] = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountSid, accountSid),
          eq(ledgerEntries.idempotencyKey, posting.idempotencyKey),
        ),
      );
    if (earlier) return { entry: entryOf(earlier), balance: before, replayed: true };
  }
  const balance = before + posting.amount;
  if (posting.amount < 0 && balance < 0) throw insufficientFunds();
  const at = posting.at ? await pastTime(tx, accountSid, posting.at) : null;
  const entry = {
    id: newId(transactionsResource),
    kind: posting.kind,
    description: posting.description,
    reference: posting.reference ?? null,
    createdBy: posting.createdBy ?? null,
  };
  // the entry and the balance in one statement; the time of writing, under the lock, not the
  // transaction's start: entries of one account sort in the order they were written, which
  // `balance_after` follows
  const written = await tx.execute(sql`
    with entry as (
      insert into ${ledgerEntries} (id, account_sid, kind, amount, balance_after, description, reference, created_by, idempotency_key, created_at)
      values (${entry.id}, ${accountSid}, ${entry.kind}, ${posting.amount}, ${balance}, ${entry.description},
              ${entry.reference}, ${entry.createdBy}, ${posting.idempotencyKey ?? null}, ${at ? at.toISOString() : writtenAt(accountSid)})
      returning created_at
    )
    update ${accounts} set balance = ${balance} where account_sid = ${accountSid}
    returning (select created_at from entry) as created_at`);
  const createdAt = (written as unknown as { rows: { created_at: string | Date }[] }).rows[0]!.created_at;
  const funded = balance > 0 ? '1' : '0';
  // the flag read with the lock may predate the posting before this one (lockAccount), which
  // changed it only by crossing zero: then this one's `before` is on the new side
  if (before > 0 !== balance > 0 || locked.funded !== funded)
    await tx
      .insert(accountConfig)
      .values({ accountSid, key: 'funded', value: funded })
      .onConflictDoUpdate({
        target: [accountConfig.accountSid, accountConfig.key],
        set: { value: funded, updatedAt: sql`now()` },
      });
  if (posting.amount < 0 && locked.threshold !== null) {
    const crossed = rechargeLevels(unitsOfDollars(locked.threshold)).some((l) => before >= l && balance < l);
    if (crossed)
      await jobs.enqueue(
        tx,
        'billing.auto-recharge',
        { accountSid, entryId: entry.id },
        { singletonKey: accountSid },
      );
  }
  return {
    entry: {
      ...entry,
      amount: moneyText(posting.amount),
      balanceAfter: moneyText(balance),
      created: new Date(createdAt).toISOString(),
    },
    balance,
    replayed: false,
  };
}

/**
 * Now, and after the account's latest entry: PGlite's clock ticks by the millisecond, and two
 * postings within one tick had the same time, so the order they were written in (which
 * `balance_after` follows) was lost to the id's tie-break (a CI run's ledger check found two
 * entries out of order). Under the account's lock, so the latest is the last one written.
 */
const writtenAt = (accountSid: string) =>
  sql`greatest(clock_timestamp(), (select max(created_at) + interval '1 microsecond' from ${ledgerEntries} where account_sid = ${accountSid}))`;

async function pastTime(tx: Tx, accountSid: string, at: Date): Promise<Date> {
  const [latest] = await tx
    .select({ at: sql<Date | null>`max(${ledgerEntries.createdAt})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountSid, accountSid));
  const last = latest?.at ? new Date(latest.at) : null;
  return last && at <= last ? new Date(last.getTime() + 1) : at;
}

/** The account's balance as the API answers it. */
export async function balanceOf(db: Db | Tx, accountSid: string): Promise<TBalance> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.accountSid, accountSid));
  if (!row) throw notFound();
  return { balance: moneyText(row.balance), currency: 'USD', funded: row.balance > 0 };
}

/**
 * The ledger's invariant, for tests and the fault suite: the entries of the account sum to its
 * balance, and each entry's `balance_after` is the running sum in the order they were written.
 */
export async function ledgerProblems(db: Db, accountSid: string): Promise<string[]> {
  const result = await db.execute(sql`
    select
      (select sum(amount)::text from ledger_entries where account_sid = ${accountSid}) as sum,
      (select balance::text from accounts where account_sid = ${accountSid}) as balance,
      (select count(*)::text from (
         select balance_after, sum(amount) over (order by created_at, id) as running
         from ledger_entries where account_sid = ${accountSid}
       ) r where r.balance_after <> r.running) as breaks`);
  type TRow = { sum: string | null; balance: string; breaks: string };
  const { sum, balance, breaks } = (result as unknown as { rows: TRow[] }).rows[0]!;
  const problems: string[] = [];
  if (BigInt(sum ?? '0') !== BigInt(balance))
    problems.push(`entries sum to ${sum ?? 0}, balance is ${balance}`);
  if (breaks !== '0') problems.push(`${breaks} entries' balance_after is not the running sum`);
  return problems;
}
