import type { FastifyInstance } from 'fastify';
import { DISPOSITION_MESSAGES, dispositionsResource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { dispositionsRepository } from './repository';

/** The account's dispositions (Workflow → /dispositions) on the resource kit; a name is unique per account. */
export default async function dispositionRoutes(fastify: FastifyInstance) {
  resourceRoutes(fastify, dispositionsResource, dispositionsRepository, {
    conflict: { message: DISPOSITION_MESSAGES.nameTaken, field: 'name' },
  });
}
