import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeToastText,
  itemNameOf,
  operationRequest,
  operationRoute,
  readPath,
  type TListQuery,
  type TReadsOf,
  type TResourceChange,
  type TResourceDefinition,
} from '@parley/domain';
import {
  apiGet,
  apiGetOne,
  apiGetPage,
  apiSend,
  apiSendAll,
  throwOnErr,
  type TApiResult,
  type TPage,
} from './api-client';
import type { TQuery } from './http';
import type { TQueryMeta, TToastText } from './query-meta';

type ItemOf<D> = D extends TResourceDefinition<infer I> ? z.output<I> : never;
type CreateOf<D> = D extends TResourceDefinition<z.ZodObject, infer C> ? z.input<C> : never;
type UpdateOf<D> = D extends TResourceDefinition<z.ZodObject, z.ZodType, infer U> ? z.input<U> : never;
type ReadName<D> = keyof TReadsOf<D> & string;
type ReadItem<D, K extends ReadName<D>> = TReadsOf<D>[K] extends { item: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** What a change hook may say instead of the kit's toast (a change with words of its own). */
export interface TChangeConfig<Item> {
  successToast?: (item: Item) => TToastText;
}

/** Pages `all()` follows at most: a list past this is a search, not a download (100 × the cap). */
export const MAX_PAGES = 100;

/** TanStack options a use may set; the key and the fetcher stay the kit's. */
export interface TQueryConfig {
  queryConfig?: {
    enabled?: boolean;
    staleTime?: number;
    gcTime?: number;
    refetchInterval?: number | false;
    meta?: TQueryMeta;
  };
}

/**
 * One resource definition becomes what the browser needs (DESIGN.md §2, bulletproof-react's
 * fetcher + query options + hook, generated): fetchers that check answers with the definition's
 * schema and take an AbortSignal, query keys `[name, 'list', query]` / `[name, 'one', id]`, query
 * options, and hooks whose changes invalidate `[name]`. Failures are not shown here: a query's
 * `meta` says whether it toasts (lib/query-meta.ts), and mutations hand their Result to the form.
 */
export function createResource<D extends TResourceDefinition>(
  definition: D,
  defaults: { meta?: TQueryMeta } = {},
) {
  type Item = ItemOf<D>;
  const { name, path, item } = definition;
  // each operation where the definition routes it: its own method and path, or the kit's
  const listPath = definition.operations.includes('list') ? operationRoute(definition, 'list').path : path;
  const sendOne = (op: 'get' | 'create' | 'update' | 'delete', id?: string, input?: unknown) => {
    const { method, url, body } = operationRequest(definition, op, id, input);
    return apiSend(method, url, body, item) as Promise<TApiResult<Item>>;
  };

  const keys = {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (query: TListQuery = {}) => [name, 'list', query] as const,
    allPages: (query: TListQuery = {}) => [name, 'list', 'all', query] as const,
    one: (id: string) => [name, 'one', id] as const,
    read: (read: ReadName<D>) => [name, 'read', read] as const,
  };

  const fetchers = {
    list: (query: TListQuery = {}, signal?: AbortSignal): Promise<TApiResult<TPage<Item>>> =>
      apiGetPage(listPath, item, query as TQuery, { signal }) as Promise<TApiResult<TPage<Item>>>,
    /** every page, following the cursor (pickers and providers that need the whole list) */
    async all(query: TListQuery = {}, signal?: AbortSignal): Promise<TApiResult<Item[]>> {
      const items: Item[] = [];
      let cursor: string | undefined;
      for (let n = 0; n < MAX_PAGES; n++) {
        const page = await fetchers.list({ ...query, ...(cursor ? { cursor } : {}) }, signal);
        if (!page.ok) return page;
        items.push(...page.value.items);
        if (!page.value.page.nextCursor) break;
        cursor = page.value.page.nextCursor;
      }
      return { ok: true, value: items };
    },
    get: (id: string, signal?: AbortSignal): Promise<TApiResult<Item>> =>
      apiGetOne(operationRequest(definition, 'get', id).url, item, { signal }) as Promise<TApiResult<Item>>,
    create: (input: CreateOf<D>): Promise<TApiResult<Item>> => sendOne('create', undefined, input),
    update: (id: string, input: UpdateOf<D>): Promise<TApiResult<Item>> => sendOne('update', id, input),
    remove: (id: string): Promise<TApiResult<Item>> => sendOne('delete', id),
    /** one of the definition's reads beside the items (a catalogue, a summary): its whole payload */
    read: <K extends ReadName<D>>(read: K, signal?: AbortSignal): Promise<TApiResult<ReadItem<D, K>[]>> => {
      const declared = definition.reads?.[read];
      if (!declared) throw new Error(`${name}: no read '${read}'`);
      return apiGet(readPath(definition, declared), declared.item, undefined, { signal }) as Promise<
        TApiResult<ReadItem<D, K>[]>
      >;
    },
    /** bulk update (a definition with `bulk: ['update']`): all the ids change, or none do */
    changeMany: (ids: readonly string[], changes: Partial<UpdateOf<D>>): Promise<TApiResult<Item[]>> =>
      apiSendAll('PATCH', path, { ids, changes }, item) as Promise<TApiResult<Item[]>>,
    /** bulk delete (a definition with `bulk: ['delete']`): all the ids go, or none do */
    removeMany: (ids: readonly string[]): Promise<TApiResult<Item[]>> =>
      apiSendAll('DELETE', path, { ids }, item) as Promise<TApiResult<Item[]>>,
  };

  const meta = defaults.meta;
  const listQueryOptions = (query: TListQuery = {}) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: async ({ signal }) => throwOnErr(await fetchers.list(query, signal)),
      ...(meta ? { meta } : {}),
    });
  const allQueryOptions = (query: TListQuery = {}) =>
    queryOptions({
      queryKey: keys.allPages(query),
      queryFn: async ({ signal }) => throwOnErr(await fetchers.all(query, signal)),
      ...(meta ? { meta } : {}),
    });
  const oneQueryOptions = (id: string) =>
    queryOptions({
      queryKey: keys.one(id),
      queryFn: async ({ signal }) => throwOnErr(await fetchers.get(id, signal)),
      ...(meta ? { meta } : {}),
    });

  /** Under the resource's key: a change to an item refreshes its reads (counts, connections) too. */
  const readQueryOptions = <K extends ReadName<D>>(read: K) =>
    queryOptions({
      queryKey: keys.read(read),
      queryFn: async ({ signal }) => throwOnErr(await fetchers.read(read, signal)),
      ...(meta ? { meta } : {}),
    });

  /** A change refreshes every list and item of the resource: what it touched is in there. */
  const useInvalidate = () => {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: keys.all });
  };
  /**
   * Every save through the kit says so (issue 23: webhooks and contacts said nothing while
   * templates did): 'Webhook created' or 'Contact saved' with the item's name, from the query
   * cache (lib/react-query.ts). Deletes are said by the dialog that asks first (ConfirmDeleteDialog),
   * since every delete asks there and a bulk delete names several.
   */
  const changeMeta = (change: TResourceChange, config: TChangeConfig<Item>): TQueryMeta => ({
    successToast: (value) =>
      config.successToast?.(value as Item) ??
      changeToastText(definition.label, change, [itemNameOf(definition, value as Item)]),
  });
  const afterChange =
    <T>(invalidate: () => Promise<void>) =>
    async (result: TApiResult<T>) => {
      if (result.ok) await invalidate();
    };

  return {
    definition,
    keys,
    fetchers,
    listQueryOptions,
    allQueryOptions,
    oneQueryOptions,
    readQueryOptions,
    useRead: <K extends ReadName<D>>(read: K, { queryConfig }: TQueryConfig = {}) =>
      useQuery({ ...readQueryOptions(read), ...queryConfig }),
    useList: (query: TListQuery = {}, { queryConfig }: TQueryConfig = {}) =>
      useQuery({ ...listQueryOptions(query), ...queryConfig }),
    useAll: (query: TListQuery = {}, { queryConfig }: TQueryConfig = {}) =>
      useQuery({ ...allQueryOptions(query), ...queryConfig }),
    useOne: (id: string, { queryConfig }: TQueryConfig = {}) =>
      useQuery({ ...oneQueryOptions(id), ...queryConfig }),
    useCreate: (config: TChangeConfig<Item> = {}) => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: fetchers.create,
        onSuccess: afterChange(invalidate),
        meta: changeMeta('created', config),
      });
    },
    useUpdate: (config: TChangeConfig<Item> = {}) => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, input }: { id: string; input: UpdateOf<D> }) => fetchers.update(id, input),
        onSuccess: afterChange(invalidate),
        meta: changeMeta('saved', config),
      });
    },
    useRemove: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: fetchers.remove, onSuccess: afterChange(invalidate) });
    },
  };
}

export type TResourceClient<D extends TResourceDefinition> = ReturnType<typeof createResource<D>>;
