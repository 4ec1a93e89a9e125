import { dispositionsResource } from '@parley/domain';
import { dispositions } from '../../db/schema/index';
import { ownedRepository } from '../../lib/owned-repository';

/** The account's dispositions: by name (case-insensitively), outcome or time; search on name and description. */
export const dispositionsRepository = ownedRepository(dispositionsResource, dispositions, {
  search: ['name', 'description'],
});
