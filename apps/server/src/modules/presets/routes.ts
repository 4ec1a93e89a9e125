import type { FastifyInstance } from 'fastify';
import { PRESET_MESSAGES, presetsResource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { presetsRepository } from './repository';

/** The account's transfer presets (/presets) on the resource kit; a name is unique per account. */
export default async function presetsRoutes(fastify: FastifyInstance) {
  resourceRoutes(fastify, presetsResource, presetsRepository, {
    conflict: { message: PRESET_MESSAGES.nameTaken, field: 'name' },
  });
}
