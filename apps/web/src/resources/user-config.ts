import { userConfigEndpoint, type TUserConfigEntry } from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { throwOnErr } from '@/lib/api-client';
import { createEndpoint } from '@/lib/create-endpoint';
import type { TQueryMeta } from '@/lib/query-meta';

/** GET /v3/user/config, PUT /v3/user/config/{key} (doc 001 §7): the caller's own settings. */
export const userConfig = createEndpoint(userConfigEndpoint);

export const userConfigQuery = () => userConfig.query('get', { staleTime: 5 * 60_000 });

/** One setting's value as kept, or undefined. */
export const userConfigValue = (entries: readonly TUserConfigEntry[] | undefined, key: string) =>
  entries?.find((e) => e.key === key)?.value;

/**
 * Keeps one setting of the caller's; the list shows the saved entry at once (no reload). `meta`
 * says what a failure's toast reads.
 */
export function useSetUserConfig(key: string, meta?: TQueryMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (value: string) =>
      throwOnErr(await userConfig.send('put', { params: { key }, body: { key, value } }))[0]!,
    ...(meta ? { meta } : {}),
    onSuccess: (saved) =>
      client.setQueryData(userConfigQuery().queryKey, (entries: TUserConfigEntry[] | undefined) => [
        ...(entries ?? []).filter((e) => e.key !== saved.key),
        saved,
      ]),
  });
}
