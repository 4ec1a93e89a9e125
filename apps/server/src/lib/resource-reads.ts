import type { FastifyInstance } from 'fastify';
import { readPath, success, type TResourceDefinition } from '@parley/domain';
import type { ReadHandler } from './resource-routes';
import { scopeOf } from './resource-routes';
import { answers } from './responses';

/**
 * A definition's reads beside its items (issue 25: the webhooks' event catalogue, presets and
 * connections were three hand routes): each is `GET <path><read path>` with the definition's read
 * rule or its own, its OpenAPI entry, and the handler the module gives. A read declared without a
 * handler, or a handler for no read, stops the start.
 */
export function readRoutes(
  app: FastifyInstance,
  def: TResourceDefinition,
  handlers: Record<string, ReadHandler>,
): void {
  const reads = def.reads ?? {};
  for (const name of Object.keys(handlers))
    if (!(name in reads)) throw new Error(`${def.name}: a handler for '${name}', which it does not read`);
  for (const [name, read] of Object.entries(reads)) {
    const handler = handlers[name];
    if (!handler) throw new Error(`${def.name}: the read '${name}' has no handler`);
    const access = read.access ?? def.access.read;
    app.route({
      method: 'GET',
      url: readPath(def, read),
      config: { access },
      schema: {
        tags: [def.name],
        summary: read.summary,
        ...(read.description ? { description: read.description } : {}),
        response: answers(read.item, { access }),
      },
      handler: async (request) => success(await handler(request, scopeOf(request))),
    });
  }
}
