import { presetsResource } from '@parley/domain';
import { presets } from '../../db/schema/index';
import { ownedRepository } from '../../lib/owned-repository';

/** The account's transfer presets: by name (case-insensitively) or time; search on name and description. */
export const presetsRepository = ownedRepository(presetsResource, presets, {
  search: ['name', 'description'],
});
