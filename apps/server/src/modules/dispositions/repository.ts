import { eq, ilike, or, sql } from 'drizzle-orm';
import {
  dispositionsResource,
  type TDisposition,
  type TDispositionInput,
  type TDispositionOutcome,
} from '@parley/domain';
import { newId } from '../../db/ids';
import { dispositions } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { sortBy, tableRepository } from '../../lib/table-repository';

/** The account's dispositions: by name (case-insensitively), outcome or time; search on name and description. */
export const dispositionsRepository = tableRepository<TDisposition, TDispositionInput, TDispositionInput>({
  table: dispositions,
  account: dispositions.accountSid,
  id: dispositions.id,
  columns: {
    id: dispositions.id,
    name: dispositions.name,
    description: dispositions.description,
    outcome: dispositions.outcome,
    enabled: dispositions.enabled,
    created: dispositions.createdAt,
    updated: dispositions.updatedAt,
  },
  sort: {
    name: sortBy.text(sql`lower(${dispositions.name})`),
    outcome: sortBy.text(dispositions.outcome),
    created: sortBy.timestamp(dispositions.createdAt),
    updated: sortBy.timestamp(dispositions.updatedAt),
  },
  filters: (f) => [
    f.enabled === undefined ? undefined : eq(dispositions.enabled, f.enabled === 'true'),
    f.outcome === undefined ? undefined : eq(dispositions.outcome, f.outcome as TDispositionOutcome),
  ],
  search: (q) =>
    or(ilike(dispositions.name, likePattern(q)), ilike(dispositions.description, likePattern(q)))!,
  toItem: (row) =>
    ({
      ...row,
      created: (row.created as Date).toISOString(),
      updated: (row.updated as Date).toISOString(),
    }) as TDisposition,
  toInsert: (scope, input) => ({ ...input, id: newId(dispositionsResource), accountSid: scope.accountId }),
  toUpdate: (input) => ({ ...input, updatedAt: sql`now()` }),
  toBulkUpdate: (changes) => ({ ...changes, updatedAt: sql`now()` }),
  internal: { account_sid: 'the owning account' },
});
