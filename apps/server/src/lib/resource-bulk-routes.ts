import type { FastifyRequest } from 'fastify';
import {
  BULK_IDS_MAX,
  ERROR_CODES,
  ZBulkDelete,
  bulkNotFoundMessage,
  bulkUpdateSchema,
  success,
  type TBulkOperation,
  type TResourceDefinition,
} from '@parley/domain';
import type { Tx } from '../db/client';
import { recordAudits } from './audit';
import { uniqueViolation } from './db-errors';
import { HttpError, conflict } from './errors';
import type { TRouteContext } from './resource-route-context';
import { scopeOf, type TUpdateOf } from './resource-types';
import { answers } from './responses';

/** `PATCH <path>` and `DELETE <path>` of many items, where the definition offers them. */
export function bulkRoutes<D extends TResourceDefinition, In>(ctx: TRouteContext<D, In>): void {
  const { app, db, def, tags, hooks, ruleFor, need, check } = ctx;
  /**
   * Bulk update and delete (issue 25): every id in one transaction, one statement. An id that
   * is not the caller's account's (or does not exist, or cannot) makes the whole call a 404 that
   * names it, and the transaction is rolled back: nothing changes. One audit record per changed row.
   */
  const bulkMutate = async <T extends Record<string, unknown>>(
    request: FastifyRequest,
    op: TBulkOperation,
    ids: string[],
    work: (tx: Tx, ids: string[]) => Promise<T[]>,
    detail: Record<string, unknown>,
  ): Promise<T[]> => {
    const scope = scopeOf(request);
    for (const id of ids) await check(op, scope, id);
    const wellFormed = def.idPattern ? ids.filter((id) => def.idPattern!.test(id)) : ids;
    try {
      return await db.transaction(async (tx) => {
        const changed = wellFormed.length ? await work(tx, wellFormed) : [];
        const found = new Set(changed.map((item) => String(item[def.idField])));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length)
          throw new HttpError(404, ERROR_CODES.notFound, bulkNotFoundMessage(missing), 'ids');
        await recordAudits(
          tx,
          request,
          changed.map((item) => ({
            resource: def.name,
            operation: op,
            targetType: def.label,
            targetId: String(item[def.idField]),
            detail: { ...detail, bulk: ids.length },
          })),
        );
        return changed;
      });
    } catch (err) {
      if (hooks.conflict && uniqueViolation(err) !== null)
        throw conflict(hooks.conflict.message, hooks.conflict.field);
      throw err;
    }
  };
  const bulk = def.bulk ?? [];

  if (bulk.includes('update')) {
    const access = ruleFor('update');
    const body = bulkUpdateSchema(def);
    app.patch(
      def.path,
      {
        config: { access },
        schema: {
          tags,
          summary: `Change many ${def.name} at once`,
          description: `Sets \`changes\` on every item of \`ids\` (at most ${BULK_IDS_MAX}) in one transaction. An id not in the caller's account answers 404 naming it, and nothing is changed.`,
          body,
          response: answers(def.item, { access, notFound: true, also: hooks.conflict ? [409] : [] }),
        },
      },
      async (request) => {
        const { ids, changes } = request.body as { ids: string[]; changes: Partial<TUpdateOf<D>> };
        const scope = scopeOf(request);
        const changed = await bulkMutate(
          request,
          'update',
          ids,
          (tx, found) => need('updateMany')(tx, scope, found, changes) as Promise<Record<string, unknown>[]>,
          { fields: Object.keys(changes as object) },
        );
        return success(changed);
      },
    );
  }

  if (bulk.includes('delete')) {
    const access = ruleFor('delete');
    app.delete(
      def.path,
      {
        config: { access },
        schema: {
          tags,
          summary: `Delete many ${def.name} at once`,
          description: `Deletes every item of \`ids\` (at most ${BULK_IDS_MAX}) in one transaction and answers them as they were. An id not in the caller's account answers 404 naming it, and nothing is deleted.`,
          body: ZBulkDelete,
          response: answers(def.item, { access, notFound: true }),
        },
      },
      async (request) => {
        const { ids } = request.body as { ids: string[] };
        const scope = scopeOf(request);
        const removed = await bulkMutate(
          request,
          'delete',
          ids,
          (tx, found) => need('removeMany')(tx, scope, found) as Promise<Record<string, unknown>[]>,
          {},
        );
        return success(removed);
      },
    );
  }
}
