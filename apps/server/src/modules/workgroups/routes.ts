import type { FastifyInstance } from 'fastify';
import { workgroupsResource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { workgroupsRepository } from './repository';

/** GET /v3/workgroups: the account's groups of agents (doc 001 §3, §7), read only. */
export default async function workgroupRoutes(app: FastifyInstance) {
  resourceRoutes(app, workgroupsResource, workgroupsRepository);
}
