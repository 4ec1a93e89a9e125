import { breaksResource } from '@parley/domain';
import { createResource } from '@/lib/create-resource';

/** The account's break types (Settings → /breaks): the kit's client of the domain definition. */
export const breaks = createResource(breaksResource);
