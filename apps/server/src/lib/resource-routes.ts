import type { FastifyInstance } from 'fastify';
import type { TReadsOf, TResourceDefinition } from '@parley/domain';
import { bulkRoutes } from './resource-bulk-routes';
import { createRoute } from './resource-create-route';
import { deleteRoute, getRoute, updateRoute } from './resource-item-routes';
import { listRoute } from './resource-list-route';
import { readRoutes } from './resource-reads';
import { routeContext } from './resource-route-context';
import type {
  ReadHandler,
  ResourceHooks,
  ResourceRepository,
  TCreateOf,
  TItemOf,
  TUpdateOf,
} from './resource-types';

export * from './resource-types';

/**
 * One resource definition becomes its routes (DESIGN.md §2): list (cursor-paged, capped),
 * get, create, update and delete, each with params, query, body and answer schemas, the access
 * rule, tenancy from the token (another account's id answers 404 like a missing one) and the
 * audit record written in the mutation's transaction.
 */
export function resourceRoutes<D extends TResourceDefinition, In = TCreateOf<D>>(
  fastify: FastifyInstance,
  definition: D,
  repository: ResourceRepository<TItemOf<D>, TCreateOf<D>, TUpdateOf<D>>,
  hooks: ResourceHooks<TItemOf<D>, In, TReadsOf<D>> = {},
): void {
  const ctx = routeContext(fastify, definition, repository, hooks);
  const { app, def, ops } = ctx;
  app.resources.push({
    definition: def,
    operations: ops,
    sortTypes: repository.sortTypes ?? {},
    bulk: def.bulk ?? [],
    ...(repository.shape ? { shape: repository.shape } : {}),
  });

  // in this order: it is the order of /docs and docs/api.md
  if (ops.includes('list')) listRoute(ctx);
  if (ops.includes('get')) getRoute(ctx);
  if (ops.includes('create')) createRoute(ctx);
  if (ops.includes('update')) updateRoute(ctx);
  if (ops.includes('delete')) deleteRoute(ctx);
  readRoutes(app, def, (hooks.reads ?? {}) as Record<string, ReadHandler>);
  bulkRoutes(ctx);
}
