import { breaksResource } from '@parley/domain';
import { breaks } from '../../db/schema/index';
import { ownedRepository } from '../../lib/owned-repository';

/** The account's break types: by name (case-insensitively), length or time; search on name and description. */
export const breaksRepository = ownedRepository(breaksResource, breaks, { search: ['name', 'description'] });
