import { eq, ilike, or, sql } from 'drizzle-orm';
import { breaksResource, type TBreak, type TBreakInput } from '@parley/domain';
import { newId } from '../../db/ids';
import { breaks } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { sortBy, tableRepository } from '../../lib/table-repository';

/** The account's break types: by name (case-insensitively), length or time; search on name and description. */
export const breaksRepository = tableRepository<TBreak, TBreakInput, TBreakInput>({
  table: breaks,
  account: breaks.accountSid,
  id: breaks.id,
  columns: {
    id: breaks.id,
    name: breaks.name,
    description: breaks.description,
    paid: breaks.paid,
    maxMinutes: breaks.maxMinutes,
    enabled: breaks.enabled,
    created: breaks.createdAt,
    updated: breaks.updatedAt,
  },
  sort: {
    name: sortBy.text(sql`lower(${breaks.name})`),
    maxMinutes: sortBy.integer(breaks.maxMinutes),
    created: sortBy.timestamp(breaks.createdAt),
    updated: sortBy.timestamp(breaks.updatedAt),
  },
  filters: (f) => [
    f.enabled === undefined ? undefined : eq(breaks.enabled, f.enabled === 'true'),
    f.paid === undefined ? undefined : eq(breaks.paid, f.paid === 'true'),
  ],
  search: (q) => or(ilike(breaks.name, likePattern(q)), ilike(breaks.description, likePattern(q)))!,
  toItem: (row) =>
    ({
      ...row,
      created: (row.created as Date).toISOString(),
      updated: (row.updated as Date).toISOString(),
    }) as TBreak,
  toInsert: (scope, input) => ({ ...input, id: newId(breaksResource), accountSid: scope.accountId }),
  toUpdate: (input) => ({ ...input, updatedAt: sql`now()` }),
  toBulkUpdate: (changes) => ({ ...changes, updatedAt: sql`now()` }),
  internal: { account_sid: 'the owning account' },
});
