import { dispositionsResource } from '@parley/domain';
import { createResource } from '@/lib/create-resource';

/** The account's dispositions (Workflow → /dispositions): the kit's client of the domain definition. */
export const dispositions = createResource(dispositionsResource);
