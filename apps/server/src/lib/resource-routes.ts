import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  BULK_IDS_MAX,
  ERROR_CODES,
  ZBulkDelete,
  bulkNotFoundMessage,
  bulkUpdateSchema,
  idBodySchema,
  idParamOf,
  idParamsSchema,
  operationRoute,
  listQuerySchema,
  paged,
  success,
  type TAccessRule,
  type TBulkOperation,
  type TOperation,
  type TReadsOf,
  type TResourceDefinition,
  type TResourceRead,
} from '@parley/domain';
import type { Db, Tx } from '../db/client';
import { caller } from '../plugins/auth';
import type { AuthContext } from '../types';
import { audited, recordAudits } from './audit';
import { uniqueViolation } from './db-errors';
import { HttpError, conflict, notFound } from './errors';
import { decodeCursor, encodeCursor, parseSort, type TKeyset, type TSortType } from './paging';
import { readRoutes } from './resource-reads';
import { answers, pageAnswers, type TErrorStatus } from './responses';
import { transactionDeadline } from './transaction-deadline';
import type { TableShape } from './table-repository';

/** Whose data a request may see: always from the verified token, never from the request. */
export interface Scope {
  accountId: string;
  clientId: string;
  auth: AuthContext;
}

export interface ListArgs {
  /** rows to return at most; the repository says where the next page starts, if there is one */
  limit: number;
  sort: { field: string; desc: boolean };
  /** the keyset to start after, or null for the first page */
  after: TKeyset | null;
  /** the definition's filters, as parsed (absent ones left out) */
  filters: Record<string, unknown>;
  q?: string;
}

/** A page of a list: its items, and where the next page starts (null on the last). */
export interface ListPage<Item> {
  items: Item[];
  next: Omit<TKeyset, 'sort'> | null;
}

/**
 * What a resource stores. The factory does the HTTP, access, tenancy, paging and audit around it;
 * a special case is a method here or a hook, never a fork of the factory.
 */
export interface ResourceRepository<Item, Create, Update> {
  list?(db: Db, scope: Scope, args: ListArgs): Promise<ListPage<Item>>;
  get?(db: Db, scope: Scope, id: string): Promise<Item | null>;
  create?(tx: Tx, scope: Scope, input: Create): Promise<Item>;
  update?(tx: Tx, scope: Scope, id: string, input: Update): Promise<Item | null>;
  /** the item as it was, or null when there was none in the scope */
  remove?(tx: Tx, scope: Scope, id: string): Promise<Item | null>;
  /** bulk update: the items changed, those of `ids` in the scope (the kit says which were not) */
  updateMany?(tx: Tx, scope: Scope, ids: string[], changes: Partial<Update>): Promise<Item[]>;
  /** bulk delete: the items as they were, those of `ids` in the scope */
  removeMany?(tx: Tx, scope: Scope, ids: string[]): Promise<Item[]>;
  /** what each sort field's values are: a list needs one for each of its sorts (cursors are checked with it) */
  sortTypes?: Record<string, TSortType>;
  /** the table and which column each item field reads, for the test that holds them together */
  shape?: TableShape;
}

/**
 * A create whose body is not the definition's JSON (the assets' multipart upload): the module
 * reads and stores it; the kit keeps the route, the access rule, the scope, the transaction, the
 * audit record (`<name>.create`) and the answer.
 */
export interface CreateOverride<Item, In> {
  /** the OpenAPI summary, when not the kit's 'Create a <label>' */
  summary?: string;
  /** the body's media types and what it holds, for OpenAPI */
  consumes: string[];
  description: string;
  /** reads the body, after the access rule let the caller through (a refused caller's body is never read) */
  read(request: FastifyRequest): Promise<In>;
  /** stores it in the kit's transaction; `created: false` is a retry that had made it: answered, not audited */
  write(tx: Tx, scope: Scope, input: In): Promise<{ item: Item; created: boolean }>;
  /** the audit record's detail (the kit's is the input's field names) */
  detail(input: In): Record<string, unknown>;
  /** statuses it may answer beyond the kit's */
  also?: readonly TErrorStatus[];
  /** a unique clash in the create, in its own words (the hooks' `conflict` is then the update's) */
  conflict?: { message: string; field?: string };
  /** the request's deadline, when its body may take longer to arrive than REQUEST_TIMEOUT_MS */
  deadlineMs?: number;
  /** a bound on the transaction alone, once the body is in (lib/transaction-deadline.ts) */
  transactionMs?: number;
}

/** A read's handler: its items, for the caller's scope. */
export type ReadHandler = (request: FastifyRequest, scope: Scope) => Promise<unknown[]>;

/** The handlers of a definition's reads, each answering its read's items. */
export type ReadHandlers<R extends Record<string, TResourceRead>> = {
  [K in keyof R]: (request: FastifyRequest, scope: Scope) => Promise<z.input<R[K]['item']>[]>;
};

export interface ResourceHooks<
  Item = unknown,
  In = unknown,
  R extends Record<string, TResourceRead> = Record<string, TResourceRead>,
> {
  /** the create, when its body is not the definition's JSON */
  create?: CreateOverride<Item, In>;
  /** the handler of each of the definition's `reads` */
  reads?: ReadHandlers<R>;
  /** an operation's access rule, when not the definition's read (list, get) or write rule */
  access?: Partial<Record<TOperation, TAccessRule>>;
  /** a check beyond the rule (a user's own profile): throw notFound() or forbidden() */
  authorize?(op: TOperation, scope: Scope, id?: string): void | Promise<void>;
  /** who may call an operation, in words, where `authorize` narrows its rule (shown in /docs) */
  accessNote?: Partial<Record<TOperation, string>>;
  /** the answer when a write breaks a unique constraint: a 409 naming the field */
  conflict?: { message: string; field?: string };
}

/** What a route factory registered, for the generated tests and the access matrix. */
export interface RegisteredResource {
  definition: TResourceDefinition;
  operations: readonly TOperation[];
  /** what each sort field's values are (lists only) */
  sortTypes: Record<string, TSortType>;
  /** the repository's table, when it keeps one (every resource but a catalogue) */
  shape?: TableShape;
  /** the bulk operations it offers: `PATCH` and `DELETE` on the collection's path */
  bulk: readonly TBulkOperation[];
}

type Item<D> = D extends TResourceDefinition<infer I> ? z.infer<I> : never;
type Create<D> = D extends TResourceDefinition<z.ZodObject, infer C> ? z.output<C> : never;
type Update<D> = D extends TResourceDefinition<z.ZodObject, z.ZodType, infer U> ? z.output<U> : never;

/** The caller's scope, from the verified token: the one place a Scope is made. */
export const scopeOf = (request: FastifyRequest): Scope => {
  const auth = caller(request);
  return { accountId: auth.accountId, clientId: auth.clientId, auth };
};

/**
 * One resource definition becomes its routes (DESIGN.md §2): list (cursor-paged, capped),
 * get, create, update and delete, each with params, query, body and answer schemas, the access
 * rule, tenancy from the token (another account's id answers 404 like a missing one) and the
 * audit record written in the mutation's transaction.
 */
export function resourceRoutes<D extends TResourceDefinition, In = Create<D>>(
  fastify: FastifyInstance,
  definition: D,
  repository: ResourceRepository<Item<D>, Create<D>, Update<D>>,
  hooks: ResourceHooks<Item<D>, In, TReadsOf<D>> = {},
): void {
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

  app.resources.push({
    definition: def,
    operations: ops,
    sortTypes: repository.sortTypes ?? {},
    bulk: def.bulk ?? [],
    ...(repository.shape ? { shape: repository.shape } : {}),
  });

  if (ops.includes('list')) {
    const access = ruleFor('list');
    const choices = list.sort;
    // a cursor whose value is not checked against its field's type reaches the query: refuse to start
    const sortTypes = repository.sortTypes ?? {};
    const untyped = choices.filter((field) => !sortTypes[field]);
    if (untyped.length) throw new Error(`${def.name}: no sort type for ${untyped.join(', ')} (sortTypes)`);
    app.route({
      ...at('list'),
      config: { access },
      schema: {
        tags,
        summary: `List ${def.name}`,
        description: `Pages by cursor: pass page.nextCursor back as cursor until it is null. At most ${list.limit.max} a page (default ${list.limit.default}).`,
        querystring: listQuerySchema(def),
        response: pageAnswers(def.item, { access }),
      },
      handler: async (request) => {
        const scope = scopeOf(request);
        await check('list', scope);
        const {
          limit: asked,
          cursor,
          sort: sortText,
          q,
          ...filters
        } = request.query as Record<string, unknown>;
        const limit = typeof asked === 'number' ? asked : list.limit.default;
        const sortKey = typeof sortText === 'string' ? sortText : (list.defaultSort ?? choices[0]);
        const sort = parseSort(sortKey);
        const after =
          typeof cursor === 'string' ? decodeCursor(cursor, sortKey, sortTypes[sort.field]!) : null;
        const { items, next } = await need('list')(db, scope, {
          limit,
          sort,
          after,
          filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
          ...(typeof q === 'string' && q !== '' ? { q } : {}),
        });
        const nextCursor = next ? encodeCursor({ sort: sortKey, ...next }) : null;
        return paged(items, { nextCursor, limit });
      },
    });
  }

  if (ops.includes('get')) {
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

  if (ops.includes('create')) createRoute();

  if (ops.includes('update')) {
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
        const input = inputOf(request, 'update') as Update<D>;
        const updated = await mutate(request, 'update', (tx) => need('update')(tx, scope, id, input), id, {
          fields: Object.keys(input as object),
        });
        if (!updated) throw notFound();
        return success(updated);
      },
    });
  }

  if (ops.includes('delete')) {
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

  readRoutes(app, def, (hooks.reads ?? {}) as Record<string, ReadHandler>);

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
        const { ids, changes } = request.body as { ids: string[]; changes: Partial<Update<D>> };
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

  /** The kit's create, of the definition's JSON body or of the module's own (CreateOverride). */
  function createRoute() {
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
          const input = request.body as Create<D>;
          const created = await mutate(
            request,
            'create',
            (tx) => need('create')(tx, scope, input),
            undefined,
            {
              fields: Object.keys(input as object),
            },
          );
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
}
