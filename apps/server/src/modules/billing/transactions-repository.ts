import { eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { moneyText, type TLedgerEntry, type TLedgerKind } from '@parley/domain';
import { ledgerEntries } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { sortBy, tableRepository } from '../../lib/table-repository';

/** The start of a UTC day given as 'YYYY-MM-DD' (checked by the definition's filter). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

/** The account's ledger as the billing history lists it (`GET /v3/billing/transactions`). */
export const transactionsRepository = tableRepository<TLedgerEntry, never, never>({
  table: ledgerEntries,
  account: ledgerEntries.accountSid,
  id: ledgerEntries.id,
  columns: {
    id: ledgerEntries.id,
    kind: ledgerEntries.kind,
    amount: ledgerEntries.amount,
    balanceAfter: ledgerEntries.balanceAfter,
    description: ledgerEntries.description,
    reference: ledgerEntries.reference,
    createdBy: ledgerEntries.createdBy,
    created: ledgerEntries.createdAt,
  },
  sort: { created: sortBy.timestamp(ledgerEntries.createdAt) },
  filters: (given) => [
    given.kind ? eq(ledgerEntries.kind, given.kind as TLedgerKind) : undefined,
    typeof given.from === 'string' ? gte(ledgerEntries.createdAt, dayStart(given.from)) : undefined,
    typeof given.to === 'string'
      ? lt(ledgerEntries.createdAt, sql`${dayStart(given.to)} + interval '1 day'`)
      : undefined,
  ],
  search: (q) =>
    or(ilike(ledgerEntries.description, likePattern(q)), ilike(ledgerEntries.reference, likePattern(q)))!,
  toItem: (row) => ({
    ...(row as TLedgerEntry),
    amount: moneyText(row.amount as number),
    balanceAfter: moneyText(row.balanceAfter as number),
    created: (row.created as Date).toISOString(),
  }),
  internal: {
    account_sid: 'the owning account',
    idempotency_key: 'the caller’s key for a retried request, never shown',
  },
});
