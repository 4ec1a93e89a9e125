import { BULK_IDS_MAX, updateInputOf, type TResourceDefinition } from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { TResourceClient } from './create-resource';
import type { TApiResult } from './envelope';
import { settleEach } from './settle-each';

type ItemOf<D> = D extends TResourceDefinition<infer I> ? z.output<I> : never;
type UpdateOf<D> = D extends TResourceDefinition<z.ZodObject, z.ZodType, infer U> ? z.input<U> : never;

interface TResourceActionsOptions<Item> {
  /** how one item takes a change, when not by its update route (a user's status has its own) */
  change?: (item: Item, changes: Partial<Item>) => Promise<TApiResult<unknown>>;
}

/**
 * The table's actions on selected items of any resource (issue 25: one hook, not one per page):
 * `change` sets fields on those not already so (Enable, Disable), `remove` deletes them. A resource
 * whose definition offers the operation in bulk makes one call (all change or none); otherwise each
 * item is its own request, so one refused does not stop the rest. The resource is refreshed once.
 */
export function useResourceActions<D extends TResourceDefinition>(
  resource: TResourceClient<D>,
  { change }: TResourceActionsOptions<ItemOf<D>> = {},
) {
  const client = useQueryClient();
  // one set of actions per query client and resource: the Actions menu is built from them once
  return useMemo(() => {
    type Item = ItemOf<D>;
    const { definition, fetchers, keys } = resource;
    const idOf = (item: Item) => String((item as Record<string, unknown>)[definition.idField]);
    const settle = (calls: Promise<TApiResult<unknown>>[]) => settleEach(client, keys.all, calls);
    const changeOne =
      change ??
      ((item: Item, changes: Partial<Item>) =>
        fetchers.update(idOf(item), {
          ...(updateInputOf(definition, item as never) as object),
          ...changes,
        } as UpdateOf<D>));
    // several items in one call when the definition offers it (one item keeps its own route)
    const bulk = definition.bulk ?? [];
    // a selection past the server's cap goes in several calls, each all-or-nothing
    const inChunks = (ids: string[]) =>
      Array.from({ length: Math.ceil(ids.length / BULK_IDS_MAX) }, (_, n) =>
        ids.slice(n * BULK_IDS_MAX, (n + 1) * BULK_IDS_MAX),
      );
    return {
      change: (items: readonly Item[], changes: Partial<Item>) => {
        const changing = items.filter((item) =>
          Object.entries(changes).some(([k, v]) => (item as Record<string, unknown>)[k] !== v),
        );
        if (changing.length === 0) return settle([]);
        return !change && bulk.includes('update') && changing.length > 1
          ? settle(
              inChunks(changing.map(idOf)).map((ids) =>
                fetchers.changeMany(ids, changes as Partial<UpdateOf<D>>),
              ),
            )
          : settle(changing.map((item) => changeOne(item, changes)));
      },
      remove: (items: readonly Item[]) =>
        bulk.includes('delete') && items.length > 1
          ? settle(inChunks(items.map(idOf)).map((ids) => fetchers.removeMany(ids)))
          : settle(items.map((item) => fetchers.remove(idOf(item)))),
    };
  }, [client, resource, change]);
}
