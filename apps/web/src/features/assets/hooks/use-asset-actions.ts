import type { TAsset } from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { settleEach } from '@/lib/settle-each';
import { assets } from '@/resources/assets';

/** Deleting the chosen assets: each request on its own, then one refresh of the list. */
export function useAssetActions() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      remove: (rows: readonly TAsset[]) =>
        settleEach(
          client,
          assets.keys.all,
          rows.map((a) => assets.fetchers.remove(a.id)),
        ),
    }),
    [client],
  );
}
