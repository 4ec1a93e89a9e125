import { presetsResource } from '@parley/domain';
import { createResource } from '@/lib/create-resource';

/** The account's transfer presets (/presets): the kit's client of the domain definition. */
export const presets = createResource(presetsResource);
