import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  idBodySchema,
  idParamOf,
  idParamsSchema,
  operationRoute,
  type TAccessRule,
  type TOperation,
  type TReadsOf,
  type TResourceDefinition,
} from '@parley/domain';
import type { Tx } from '../db/client';
import { audited } from './audit';
import { uniqueViolation } from './db-errors';
import { conflict, notFound } from './errors';
import type {
  ResourceHooks,
  ResourceRepository,
  Scope,
  TCreateOf,
  TItemOf,
  TUpdateOf,
} from './resource-types';

/**
 * What every route of a resource is made with: the definition, its repository and hooks, and
 * the kit's rules for them — the access rule of an operation, where it is served, where its id
 * comes from, and a mutation with its audit record and its unique clash as a 409.
 */
export function routeContext<D extends TResourceDefinition, In>(
  fastify: FastifyInstance,
  definition: D,
  repository: ResourceRepository<TItemOf<D>, TCreateOf<D>, TUpdateOf<D>>,
  hooks: ResourceHooks<TItemOf<D>, In, TReadsOf<D>>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const def = definition;
  const ops = def.operations;
  const idParam = idParamOf(def);
  const tags = [def.name];
  const write = def.access.write;
  const ruleFor = (op: TOperation): TAccessRule => {
    const declared = hooks.access?.[op] ?? (op === 'list' || op === 'get' ? def.access.read : write);
    if (!declared) throw new Error(`${def.name}: ${op} has no access rule (set access.write)`);
    return declared;
  };
  const need = <K extends Exclude<keyof typeof repository, 'sortTypes' | 'shape'>>(key: K) => {
    const method = repository[key];
    if (!method) throw new Error(`${def.name}: the repository has no ${String(key)}`);
    return method.bind(repository) as NonNullable<(typeof repository)[K]>;
  };
  /** where an operation is served: the definition's own method and path, or the kit's */
  const at = (op: TOperation) => {
    const { method, path } = operationRoute(def, op);
    return { method, url: path };
  };
  /** the id of an item operation: from the path, or from the body where the definition puts it */
  const idOf = (request: FastifyRequest, op: TOperation): string => {
    const from = operationRoute(def, op).id === 'body' ? request.body : request.params;
    const id = (from as Record<string, string>)[idParam]!;
    // an id that cannot exist names nothing: 404 without a query (issue 11)
    if (def.idPattern && !def.idPattern.test(id)) throw notFound();
    return id;
  };
  /** an item operation's input: its body, without the id when the id came in it */
  const inputOf = (request: FastifyRequest, op: TOperation): unknown => {
    if (operationRoute(def, op).id !== 'body') return request.body;
    const { [idParam]: _id, ...input } = request.body as Record<string, unknown>;
    return input;
  };
  /** the params or body schema that carries an item operation's id (and its input, if any) */
  const idInput = (op: TOperation, body?: z.ZodType) =>
    operationRoute(def, op).id === 'body'
      ? { body: idBodySchema(def, op) }
      : { params, ...(body ? { body } : {}) };
  const check = async (op: TOperation, scope: Scope, id?: string) => {
    if (hooks.authorize) await hooks.authorize(op, scope, id);
  };
  const mutate = async <T>(
    request: FastifyRequest,
    op: TOperation,
    work: (tx: Tx) => Promise<T>,
    id?: string,
    detail?: Record<string, unknown>,
    clash = hooks.conflict,
  ) => {
    try {
      return await audited(db, request, work, (result) =>
        result === null
          ? null
          : {
              resource: def.name,
              operation: op,
              targetType: def.label,
              targetId: id ?? String((result as Record<string, unknown>)[def.idField]),
              ...(detail ? { detail } : {}),
            },
      );
    } catch (err) {
      if (clash && uniqueViolation(err) !== null) throw conflict(clash.message, clash.field);
      throw err;
    }
  };
  const note = (op: TOperation) => (hooks.accessNote?.[op] ? { description: hooks.accessNote[op] } : {});
  const params = idParamsSchema(def);
  const list = def.list;

  return {
    app,
    db,
    def,
    ops,
    tags,
    hooks,
    repository,
    list,
    params,
    ruleFor,
    need,
    at,
    idOf,
    inputOf,
    idInput,
    check,
    mutate,
    note,
  };
}

export type TRouteContext<D extends TResourceDefinition, In> = ReturnType<typeof routeContext<D, In>>;
