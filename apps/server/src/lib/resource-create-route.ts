import { success, type TResourceDefinition } from '@parley/domain';
import { audited } from './audit';
import { uniqueViolation } from './db-errors';
import { conflict } from './errors';
import type { TRouteContext } from './resource-route-context';
import { scopeOf, type TCreateOf } from './resource-types';
import { answers } from './responses';
import { transactionDeadline } from './transaction-deadline';

/** The kit's create, of the definition's JSON body or of the module's own (CreateOverride). */
export function createRoute<D extends TResourceDefinition, In>(ctx: TRouteContext<D, In>): void {
  const { app, db, def, tags, hooks, ruleFor, need, at, check, mutate, note } = ctx;
  const own = hooks.create;
  if (!def.create && !own) throw new Error(`${def.name}: create needs a create schema`);
  const access = ruleFor('create');
  const clash = own?.conflict ?? hooks.conflict;
  app.route({
    ...at('create'),
    config: { access, ...(own?.deadlineMs ? { deadlineMs: own.deadlineMs } : {}) },
    schema: {
      tags,
      summary: own?.summary ?? `Create a ${def.label}`,
      ...(own
        ? { description: own.description, consumes: own.consumes }
        : { ...note('create'), body: def.create }),
      response: answers(def.item, {
        access,
        also: [...(clash ? [409 as const] : []), ...(own?.also ?? [])],
      }),
    },
    handler: async (request) => {
      const scope = scopeOf(request);
      await check('create', scope);
      if (!own) {
        const input = request.body as TCreateOf<D>;
        const created = await mutate(request, 'create', (tx) => need('create')(tx, scope, input), undefined, {
          fields: Object.keys(input as object),
        });
        return success(created);
      }
      const input = await own.read(request);
      const deadline = own.transactionMs
        ? transactionDeadline(own.transactionMs, () =>
            request.log.warn({ ms: own.transactionMs }, `${def.name}: create's database time limit passed`),
          )
        : null;
      try {
        const { item } = await audited(
          db,
          request,
          async (tx) => {
            deadline?.enter(tx);
            return own.write(tx, scope, input);
          },
          (result) =>
            result.created
              ? {
                  resource: def.name,
                  operation: 'create',
                  targetType: def.label,
                  targetId: String((result.item as Record<string, unknown>)[def.idField]),
                  detail: own.detail(input),
                }
              : null,
        );
        return success(item);
      } catch (err) {
        if (clash && uniqueViolation(err) !== null) throw conflict(clash.message, clash.field);
        throw err;
      } finally {
        deadline?.clear();
      }
    },
  });
}
