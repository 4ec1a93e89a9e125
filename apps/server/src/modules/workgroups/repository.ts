import { eq, sql } from 'drizzle-orm';
import type { TWorkgroup } from '@parley/domain';
import { workgroups } from '../../db/schema/index';
import { sortBy, tableRepository } from '../../lib/table-repository';

const table = tableRepository<TWorkgroup, never, never>({
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
});

/** The account's workgroups by name, case-insensitively; `status` filters on or off. */
export const workgroupsRepository = {
  list: table.list,
  sortTypes: table.sortTypes,
  sortValue: (group: TWorkgroup) => group.groupName.toLowerCase(),
};
