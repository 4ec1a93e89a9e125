import { success, type TResourceDefinition } from '@parley/domain';
import { notFound } from './errors';
import type { TRouteContext } from './resource-route-context';
import { scopeOf, type TUpdateOf } from './resource-types';
import { answers } from './responses';

/** `GET` of one item, where the definition serves it. */
export function getRoute<D extends TResourceDefinition, In>(ctx: TRouteContext<D, In>): void {
  const { app, db, def, tags, ruleFor, need, at, idOf, idInput, check, note } = ctx;
  const access = ruleFor('get');
  app.route({
    ...at('get'),
    config: { access },
    schema: {
      tags,
      summary: `Get one ${def.label}`,
      ...note('get'),
      ...idInput('get'),
      response: answers(def.item, { access, notFound: true }),
    },
    handler: async (request) => {
      const scope = scopeOf(request);
      const id = idOf(request, 'get');
      await check('get', scope, id);
      const item = await need('get')(db, scope, id);
      if (!item) throw notFound();
      return success(item);
    },
  });
}

/** `PUT` of one item: the whole update input, its fields audited. */
export function updateRoute<D extends TResourceDefinition, In>(ctx: TRouteContext<D, In>): void {
  const { app, def, tags, hooks, ruleFor, need, at, idOf, inputOf, idInput, check, mutate, note } = ctx;
  if (!def.update) throw new Error(`${def.name}: update needs an update schema`);
  const access = ruleFor('update');
  app.route({
    ...at('update'),
    config: { access },
    schema: {
      tags,
      summary: `Change a ${def.label}`,
      ...note('update'),
      ...idInput('update', def.update),
      response: answers(def.item, { access, notFound: true, also: hooks.conflict ? [409] : [] }),
    },
    handler: async (request) => {
      const scope = scopeOf(request);
      const id = idOf(request, 'update');
      await check('update', scope, id);
      const input = inputOf(request, 'update') as TUpdateOf<D>;
      const updated = await mutate(request, 'update', (tx) => need('update')(tx, scope, id, input), id, {
        fields: Object.keys(input as object),
      });
      if (!updated) throw notFound();
      return success(updated);
    },
  });
}

/** `DELETE` of one item: answers it as it was. */
export function deleteRoute<D extends TResourceDefinition, In>(ctx: TRouteContext<D, In>): void {
  const { app, def, tags, ruleFor, need, at, idOf, idInput, check, mutate, note } = ctx;
  const access = ruleFor('delete');
  app.route({
    ...at('delete'),
    config: { access },
    schema: {
      tags,
      summary: `Delete a ${def.label}`,
      ...note('delete'),
      ...idInput('delete'),
      response: answers(def.item, { access, notFound: true }),
    },
    handler: async (request) => {
      const scope = scopeOf(request);
      const id = idOf(request, 'delete');
      await check('delete', scope, id);
      const removed = await mutate(request, 'delete', (tx) => need('remove')(tx, scope, id), id);
      if (!removed) throw notFound();
      return success(removed);
    },
  });
}
