import { numberSetsResource } from '@parley/domain';
import { createResource } from '@/lib/create-resource';

/** The account's number sets: the number drawer's picker and filter, and /number-sets. */
export const numberSets = createResource(numberSetsResource);
