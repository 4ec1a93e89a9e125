import { z } from 'zod';
import { rule } from '../access/rules';
import { text } from '../validation/text';
import { defineResource } from './define';

/** A group of agents (doc 001 §3: groupName, description, status). */
export const ZWorkgroup = z.object({
  groupName: text(),
  description: text(),
  status: z.boolean(),
});
export type TWorkgroup = z.infer<typeof ZWorkgroup>;

/**
 * The account's workgroups (doc 001 §7: "workgroups for an account"); read only, as the spec
 * shows no change to them. Any signed-in user of the account may read them: the workgroup picker
 * (doc 001 §2) serves forms on pages of several privileges, and a group's name and description
 * are known to everyone in it (docs/decisions.md). The name is the id, as the picker's value is.
 */
export const workgroupsResource = defineResource({
  name: 'workgroups',
  label: 'workgroup',
  path: '/v3/workgroups',
  idField: 'groupName',
  item: ZWorkgroup,
  access: { read: rule.session },
  operations: ['list'],
  list: {
    sort: ['groupName'],
    limit: { default: 100, max: 500 },
    filters: { status: z.enum(['true', 'false']).optional() },
  },
});

/** doc 001 §2: the workgroup picker offers only workgroups whose status is true. */
export const pickableWorkgroups = (groups: readonly TWorkgroup[]) => groups.filter((g) => g.status);
