import { updateInputOf, type TResourceDefinition } from '@parley/domain';
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
 * `change` sets fields on those not already so (Enable, Disable), `remove` deletes them. Each item
 * is its own request, so one refused does not stop the rest; the resource is refreshed once.
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
    return {
      change: (items: readonly Item[], changes: Partial<Item>) =>
        settle(
          items
            .filter((item) =>
              Object.entries(changes).some(([k, v]) => (item as Record<string, unknown>)[k] !== v),
            )
            .map((item) => changeOne(item, changes)),
        ),
      remove: (items: readonly Item[]) => settle(items.map((item) => fetchers.remove(idOf(item)))),
    };
  }, [client, resource, change]);
}
