import { callerNamesResource } from '@parley/domain';
import { createResource } from '@/lib/create-resource';

/** The account's caller-name entries (/cnam): read only, set from a number's drawer. */
export const callerNames = createResource(callerNamesResource);
