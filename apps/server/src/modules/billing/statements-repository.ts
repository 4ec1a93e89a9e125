import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { moneyText, type TLedgerKind, type TStatement, type TStatementSummary } from '@parley/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { accounts, ledgerEntries as le } from '../../db/schema/index';
import { entryOf } from '../../ledger/ledger';

/** [start, end) of a month 'YYYY-MM', UTC. */
const bounds = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, m - 1, 1)), new Date(Date.UTC(year, m, 1))] as const;
};

type TTotals = { credits: number; charges: number; closing: number; entries: number };

const summary = (month: string, t: TTotals): TStatementSummary => ({
  month,
  opening: moneyText(t.closing - t.credits - t.charges),
  credits: moneyText(t.credits),
  charges: moneyText(t.charges),
  closing: moneyText(t.closing),
  entries: t.entries,
});

/**
 * The account's months, newest first: totals from one pass over its entries, the closing balance
 * from each month's last entry (entries keep the order they were written in, ledger.ts).
 */
export async function listStatements(db: Db, accountSid: string): Promise<TStatementSummary[]> {
  const result = await db.execute(sql`
    select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month,
           coalesce(sum(amount) filter (where amount > 0), 0)::text as credits,
           coalesce(sum(amount) filter (where amount < 0), 0)::text as charges,
           (array_agg(balance_after order by created_at desc, id desc))[1]::text as closing,
           count(*)::int as entries
    from ${le} where account_sid = ${accountSid}
    group by 1 order by 1 desc`);
  type TRow = { month: string; credits: string; charges: string; closing: string; entries: number };
  return rowsOf<TRow>(result).map((r) =>
    summary(r.month, {
      credits: Number(r.credits),
      charges: Number(r.charges),
      closing: Number(r.closing),
      entries: r.entries,
    }),
  );
}

/** One month's statement; null when the account is not there. */
export async function statementOf(db: Db, accountSid: string, month: string): Promise<TStatement | null> {
  const [account] = await db
    .select({ companyName: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.accountSid, accountSid));
  if (!account) return null;
  const [start, end] = bounds(month);
  const inMonth = and(eq(le.accountSid, accountSid), gte(le.createdAt, start), lt(le.createdAt, end));
  const byKind = await db
    .select({
      kind: le.kind,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${le.amount})::text`,
    })
    .from(le)
    .where(inMonth)
    .groupBy(le.kind)
    .orderBy(le.kind);
  // the balance before the month: the last entry before it
  const [before] = await db
    .select({ balance: le.balanceAfter })
    .from(le)
    .where(and(eq(le.accountSid, accountSid), lt(le.createdAt, start)))
    .orderBy(sql`${le.createdAt} desc, ${le.id} desc`)
    .limit(1);
  const lines = await db
    .select()
    .from(le)
    .where(and(inMonth, ne(le.kind, 'message')))
    .orderBy(asc(le.createdAt), asc(le.id));
  const [totals] = await db
    .select({
      credits: sql<string>`coalesce(sum(${le.amount}) filter (where ${le.amount} > 0), 0)::text`,
      charges: sql<string>`coalesce(sum(${le.amount}) filter (where ${le.amount} < 0), 0)::text`,
    })
    .from(le)
    .where(inMonth);
  const credits = Number(totals?.credits ?? 0);
  const charges = Number(totals?.charges ?? 0);
  return {
    ...summary(month, {
      credits,
      charges,
      closing: (before?.balance ?? 0) + credits + charges,
      entries: byKind.reduce((n, k) => n + k.count, 0),
    }),
    accountSid,
    companyName: account.companyName,
    byKind: byKind.map((k) => ({
      kind: k.kind as TLedgerKind,
      count: k.count,
      amount: moneyText(Number(k.amount)),
    })),
    lines: lines.map(entryOf),
  };
}
