import type { FastifyInstance } from 'fastify';
import { callerNamesResource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { callerNamesRepository } from './repository';

/** `GET /v3/cnam`: the account's caller names and their reviews (/cnam). */
export default async function callerNamesRoutes(fastify: FastifyInstance) {
  resourceRoutes(fastify, callerNamesResource, callerNamesRepository);
}
