import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  TAccessRule,
  TBulkOperation,
  TOperation,
  TResourceDefinition,
  TResourceRead,
} from '@parley/domain';
import type { Db, Tx } from '../db/client';
import { caller } from '../plugins/auth';
import type { AuthContext } from '../types';
import type { TKeyset, TSortType } from './paging';
import type { TErrorStatus } from './responses';
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

export type TItemOf<D> = D extends TResourceDefinition<infer I> ? z.infer<I> : never;
export type TCreateOf<D> = D extends TResourceDefinition<z.ZodObject, infer C> ? z.output<C> : never;
export type TUpdateOf<D> =
  D extends TResourceDefinition<z.ZodObject, z.ZodType, infer U> ? z.output<U> : never;

/** The caller's scope, from the verified token: the one place a Scope is made. */
export const scopeOf = (request: FastifyRequest): Scope => {
  const auth = caller(request);
  return { accountId: auth.accountId, clientId: auth.clientId, auth };
};
