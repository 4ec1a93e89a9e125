import type { FastifyInstance } from 'fastify';
import { NUMBER_MESSAGES, numberSetsResource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { numberSetsRepository } from './repository';

/** The account's number sets (/number-sets, /create-number-set) on the resource kit; a name is unique per account. */
export default async function numberSetsRoutes(fastify: FastifyInstance) {
  resourceRoutes(fastify, numberSetsResource, numberSetsRepository, {
    conflict: { message: NUMBER_MESSAGES.setNameTaken, field: 'name' },
  });
}
