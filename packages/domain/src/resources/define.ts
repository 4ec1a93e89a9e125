import { z } from 'zod';
import type { TAccessRule } from '../access/rules';
import { idPatternOf } from '../schemas/ids';
import { OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import type { TDeleteTexts } from '../texts/delete-texts';
import { fillText } from '../texts/fill-text';

export type TOperation = 'list' | 'get' | 'create' | 'update' | 'delete';
/** Operations a resource may also offer on many items at once (issue 25). */
export type TBulkOperation = 'update' | 'delete';
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An operation's own method and path, where the spec's are not the kit's (`GET /brand/all` for
 * the list, `DELETE /brand` with the id in the body). An item operation whose path has no
 * `:<idParam>` takes the id in its body, as `{ <idParam>: id }` (an update: beside its fields).
 */
export interface TOperationRoute {
  method?: THttpMethod;
  /** the whole path, from the root (`/v3/brand/all`) */
  path?: string;
}

/**
 * A read beside the collection's items (a catalogue, a summary): `GET <path><read path>`, its
 * answer a payload of `item`s, readable by the definition's read rule unless it says its own.
 */
export interface TResourceRead {
  /** under the collection's path: '/events' is `/v3/webhooks/events` */
  path: string;
  item: z.ZodType;
  summary: string;
  description?: string;
  access?: TAccessRule;
}

/** Fields of an item that can be the key of its list order: their values compare in SQL. */
type TSortable<Item> = {
  [K in keyof Item & string]: Item[K] extends string | number ? K : never;
}[keyof Item & string];

export interface TListSpec<Item, F extends z.ZodRawShape> {
  /** the fields a list may be ordered by (`name`, or `-name` for descending); the first is the default */
  sort: readonly [TSortable<Item>, ...TSortable<Item>[]];
  /** the default order: a field, optionally with '-' for descending */
  defaultSort?: string;
  /** page size when none is asked, and the largest one can ask */
  limit: { default: number; max: number };
  /** filters the list accepts as query parameters (optional fields, read from text) */
  filters?: F;
  /** a `q` parameter: a case-insensitive substring search over what the repository decides */
  search?: boolean;
  /**
   * How the next page is asked for: by default an opaque keyset (the sort value and id). With
   * `lastValue`, the cursor is the base64 of the page's last sort value, as doc 001 §7 pages the
   * number list: the one sort field must be unique in the account, and a decoded value must
   * match the pattern (anything else is a 400, never a query).
   */
  cursor?: { lastValue: RegExp };
}

/**
 * What the portal knows about one kind of data, written once: the server turns it into routes,
 * OpenAPI, access rules, tenancy and paging; the browser into fetchers, query keys, hooks and a
 * data provider; the tests into their rows (DESIGN.md §2, issue 12).
 */
export interface TResourceDefinition<
  Item extends z.ZodObject = z.ZodObject,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  F extends z.ZodRawShape = z.ZodRawShape,
  R extends Record<string, TResourceRead> = Record<string, TResourceRead>,
> {
  /** plural, kebab-case: query keys, audit records and OpenAPI tags use it */
  name: string;
  /** one item, as a person says it: 'webhook' */
  label: string;
  /** what a person calls one item ('Billing' for a webhook): messages name it; the id by default */
  itemName?(item: z.infer<Item>): string;
  /** the collection's path, as the spec names it or in its style (`/v3/webhooks`) */
  path: string;
  /** the item field that identifies it */
  idField: keyof z.infer<Item> & string;
  /** the path parameter's name, when not the id field's (the spec's `{clientId}`) */
  idParam?: string;
  /**
   * The two letters that start every id Parley makes for it ('WH' + 32 hex digits): the id
   * pattern below, the server's generator and the demo ids derive from it.
   */
  idPrefix?: string;
  /**
   * A well-formed id, derived from `idPrefix` by `defineResource` (never written by hand): an id
   * that fails it names nothing, so it answers 404 like another account's (issue 11), without a query.
   */
  idPattern?: RegExp;
  item: Item;
  create?: Create;
  update?: Update;
  /** who may read (list, get) and who may change (create, update, delete) */
  access: { read: TAccessRule; write?: TAccessRule };
  operations: readonly TOperation[];
  /**
   * `PATCH <path>` with `{ ids, changes }` and `DELETE <path>` with `{ ids }`: each needs its
   * single-item operation (and its access rule); all the ids change in one transaction or none do.
   */
  bulk?: readonly TBulkOperation[];
  /**
   * the fields a bulk change may set, when not all of the update's: an update checked across its
   * fields (an alert's threshold by what it counts) changes those fields one item at a time
   */
  bulkChanges?: readonly (keyof z.input<Update> & string)[];
  /** operations whose method or path is not the kit's (see TOperationRoute) */
  routes?: Partial<Record<TOperation, TOperationRoute>>;
  /** reads beside the items (the webhooks' event catalogue): a route, a matrix row, a web query each */
  reads?: R;
  list: TListSpec<z.infer<Item>, F>;
  /** how the one delete dialog asks: required when the resource can be deleted */
  deleteTexts?: TDeleteTexts;
  /** valid inputs, shown in /docs and used by the generated tests */
  examples?: {
    create?: z.input<Create>;
    update?: z.input<Update>;
    /** the `changes` of a bulk update, valid for several items at once (no unique name) */
    bulkUpdate?: Partial<z.input<Update>>;
  };
}

/** Keeps the definition's literal types, so the web and the server infer items and inputs from it. */
export function defineResource<
  Item extends z.ZodObject,
  Create extends z.ZodType = z.ZodNever,
  Update extends z.ZodType = z.ZodNever,
  F extends z.ZodRawShape = Record<never, never>,
  R extends Record<string, TResourceRead> = Record<never, never>,
>(
  declared: Omit<TResourceDefinition<Item, Create, Update, F, R>, 'idPattern'>,
): TResourceDefinition<Item, Create, Update, F, R> {
  const definition: TResourceDefinition<Item, Create, Update, F, R> = declared.idPrefix
    ? { ...declared, idPattern: idPatternOf(declared.idPrefix) }
    : declared;
  const { sort } = definition.list;
  const fallback = definition.list.defaultSort;
  if (definition.operations.includes('delete') && !definition.deleteTexts)
    throw new Error(`${definition.name}: a resource that can be deleted says how the delete dialog asks`);
  if (fallback && !sort.includes(fallback.replace(/^-/, '') as (typeof sort)[number]))
    throw new Error(`${definition.name}: the default sort '${fallback}' is not one of its sort fields`);
  for (const op of definition.bulk ?? [])
    if (!definition.operations.includes(op))
      throw new Error(`${definition.name}: bulk ${op} needs the ${op} operation`);
  if (definition.list.cursor && sort.length !== 1)
    throw new Error(`${definition.name}: a last-value cursor pages one unique sort field`);
  checkRoutes(definition);
  return definition;
}

const KIT_METHOD: Record<TOperation, THttpMethod> = {
  list: 'GET',
  get: 'GET',
  create: 'POST',
  update: 'PUT',
  delete: 'DELETE',
};
const BULK_METHOD: Record<TBulkOperation, THttpMethod> = { update: 'PATCH', delete: 'DELETE' };
const ITEM_OPERATIONS: readonly TOperation[] = ['get', 'update', 'delete'];
const trimmed = (path: string) => path.replace(/\/+$/, '');

/** An operation's route as registered: where its id goes, for those that name an item. */
export interface TResolvedRoute {
  method: THttpMethod;
  path: string;
  /** 'path' (`/…/:id`), 'body' (`{ <idParam>: id }`) or null for list and create */
  id: 'path' | 'body' | null;
}

export const idParamOf = (definition: TResourceDefinition): string =>
  definition.idParam ?? definition.idField;

/** The method and path an operation is served at: the definition's own, or the kit's. */
export function operationRoute(definition: TResourceDefinition, op: TOperation): TResolvedRoute {
  const own = definition.routes?.[op];
  const param = idParamOf(definition);
  const names = ITEM_OPERATIONS.includes(op);
  const path = own?.path ?? (names ? `${trimmed(definition.path)}/:${param}` : definition.path);
  const id = !names ? null : path.includes(`:${param}`) ? 'path' : 'body';
  return { method: own?.method ?? KIT_METHOD[op], path, id };
}

/** Every route a definition makes, as `METHOD path`, with what makes it. */
export function definitionRoutes(definition: TResourceDefinition): { key: string; made: string }[] {
  return [
    ...definition.operations.map((op) => {
      const { method, path } = operationRoute(definition, op);
      return { key: `${method} ${path}`, made: op };
    }),
    ...(definition.bulk ?? []).map((op) => ({
      key: `${BULK_METHOD[op]} ${definition.path}`,
      made: `bulk ${op}`,
    })),
    ...Object.entries(definition.reads ?? {}).map(([name, read]) => ({
      key: `GET ${readPath(definition, read)}`,
      made: `read ${name}`,
    })),
  ];
}

/** `GET <collection><read path>`: where a read of the definition is served. */
export const readPath = (definition: TResourceDefinition, read: Pick<TResourceRead, 'path'>) =>
  `${trimmed(definition.path)}${read.path}`;

function checkRoutes(definition: TResourceDefinition) {
  const seen = new Map<string, string>();
  for (const { key, made } of definitionRoutes(definition)) {
    const before = seen.get(key);
    if (before) throw new Error(`${definition.name}: ${made} and ${before} are both ${key}`);
    seen.set(key, made);
  }
  const get = definition.operations.includes('get') ? operationRoute(definition, 'get') : null;
  if (get?.id === 'body') throw new Error(`${definition.name}: a get names its item in its path`);
  const update = definition.operations.includes('update') ? operationRoute(definition, 'update') : null;
  if (update?.id === 'body' && !(definition.update instanceof z.ZodObject))
    throw new Error(`${definition.name}: an update with the id in its body needs an object schema`);
}

/**
 * The request an operation makes for an item (or for none, for list and create): its method,
 * its URL with the id in it or its body with the id beside the input. The web's client and the
 * generated tests send what the server registered.
 */
export function operationRequest(
  definition: TResourceDefinition,
  op: TOperation,
  id?: string,
  input?: unknown,
): { method: THttpMethod; url: string; body?: unknown } {
  const route = operationRoute(definition, op);
  const param = idParamOf(definition);
  if (route.id === null || id === undefined)
    return { method: route.method, url: route.path, ...(input !== undefined ? { body: input } : {}) };
  if (route.id === 'path') {
    const url = route.path.replace(`:${param}`, encodeURIComponent(id));
    return { method: route.method, url, ...(input !== undefined ? { body: input } : {}) };
  }
  return { method: route.method, url: route.path, body: { ...(input as object | undefined), [param]: id } };
}

/** The body of an item operation that takes the id in it: the id beside the input's fields. */
export function idBodySchema(definition: TResourceDefinition, op: TOperation): z.ZodType {
  const param = idParamOf(definition);
  const id = { [param]: text().min(1).max(200) };
  if (op === 'update') return (definition.update as z.ZodObject).safeExtend(id);
  return z.strictObject(id);
}

/** What a person calls an item of this resource: its name, or its id when the definition gives none. */
export function itemNameOf<Item extends z.ZodObject>(
  definition: TResourceDefinition<Item>,
  item: z.infer<Item>,
): string {
  return definition.itemName?.(item) ?? String((item as Record<string, unknown>)[definition.idField]);
}

/** The reads a definition declares, by name. */
export type TReadsOf<D> =
  D extends TResourceDefinition<z.ZodObject, z.ZodType, z.ZodType, z.ZodRawShape, infer R> ? R : never;
export type TItemOf<D> = D extends TResourceDefinition<infer I> ? z.infer<I> : never;
export type TCreateOf<D> = D extends TResourceDefinition<z.ZodObject, infer C> ? z.input<C> : never;
export type TUpdateOf<D> =
  D extends TResourceDefinition<z.ZodObject, z.ZodType, infer U> ? z.input<U> : never;

export const CURSOR_MAX_LENGTH = 512;
export const SEARCH_MAX_LENGTH = 200;

/** 'The limit is at most 500.' */
export const listLimitMessage = (max: number) => fillText(OUR_MESSAGES.listLimit, { max });

/** Every sort a list accepts: each field, ascending or descending. */
export function sortChoices(definition: TResourceDefinition): string[] {
  // a last-value cursor says nothing of its order: such a list is read one way only
  if (definition.list.cursor) return [...definition.list.sort];
  return definition.list.sort.flatMap((field) => [field, `-${field}`]);
}

/**
 * The query a list accepts: `limit` (capped, with a message that says the cap), an opaque
 * `cursor`, `sort`, `q` where the resource searches, and its filters. Unknown parameters are
 * refused: a misspelt filter silently ignored would show the wrong rows.
 */
export function listQuerySchema(definition: TResourceDefinition) {
  const { limit, search, filters } = definition.list;
  const choices = sortChoices(definition);
  return z.strictObject({
    limit: z.coerce
      .number({ error: listLimitMessage(limit.max) })
      .int(listLimitMessage(limit.max))
      .min(1, listLimitMessage(limit.max))
      .max(limit.max, listLimitMessage(limit.max))
      .optional(),
    cursor: text().min(1).max(CURSOR_MAX_LENGTH, OUR_MESSAGES.badCursor).optional(),
    sort: z
      .enum(choices as [string, ...string[]], {
        error: fillText(OUR_MESSAGES.badSort, { sorts: choices.join(', ') }),
      })
      .optional(),
    ...(search ? { q: text().max(SEARCH_MAX_LENGTH).optional() } : {}),
    ...(filters ?? {}),
  });
}
export type TListQuery = {
  limit?: number;
  cursor?: string;
  sort?: string;
  q?: string;
} & Record<string, unknown>;

/** The schema of the id in an item's path: any text; a malformed one answers 404, not 400. */
export function idParamsSchema(definition: TResourceDefinition) {
  return z.strictObject({ [idParamOf(definition)]: text().min(1).max(200) });
}

/**
 * An item as its update input: the update schema's fields, read from the item (issue 25: the web
 * copied a webhook's fields into its input by hand in three places). A field the item lacks is
 * left out; the server still validates the whole input.
 */
export function updateInputOf<D extends TResourceDefinition>(definition: D, item: TItemOf<D>): TUpdateOf<D> {
  const schema = definition.update;
  if (!(schema instanceof z.ZodObject))
    throw new Error(`${definition.name}: an update input is read from an item only through an object schema`);
  const source = item as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in source)
      .map((key) => [key, source[key]]),
  ) as TUpdateOf<D>;
}
