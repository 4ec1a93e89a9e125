import { eq, sql } from 'drizzle-orm';
import type { TWorkgroup } from '@parley/domain';
import { workgroups } from '../../db/schema/index';
import { sortBy, tableRepository } from '../../lib/table-repository';

/** The account's workgroups by name, case-insensitively; `status` filters on or off. */
export const workgroupsRepository = tableRepository<TWorkgroup, never, never>({
  table: workgroups,
  account: workgroups.accountSid,
  id: workgroups.groupName,
  columns: {
    groupName: workgroups.groupName,
    description: workgroups.description,
    status: workgroups.status,
  },
  sort: { groupName: sortBy.text(sql`lower(${workgroups.groupName})`) },
  filters: (f) => [f.status === undefined ? undefined : eq(workgroups.status, f.status === 'true')],
  internal: { id: 'a key of its own: the API names a group by its name', account_sid: 'the owning account' },
});
