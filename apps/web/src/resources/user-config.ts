import { ZUserConfigEntry, type TUserConfigEntry } from '@parley/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut, throwOnErr } from '@/lib/api-client';
import type { TQueryMeta } from '@/lib/query-meta';

/** GET /v3/user/config, PUT /v3/user/config/{key} (doc 001 §7): the caller's own settings. */
export const USER_CONFIG_PATH = '/v3/user/config';
export const userConfigKey = ['user-config'] as const;

export const userConfigQuery = () =>
  queryOptions({
    queryKey: userConfigKey,
    queryFn: async ({ signal }) =>
      throwOnErr(await apiGet(USER_CONFIG_PATH, ZUserConfigEntry, undefined, { signal })),
    staleTime: 5 * 60_000,
  });

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
      throwOnErr(await apiPut(`${USER_CONFIG_PATH}/${key}`, { key, value }, ZUserConfigEntry)),
    ...(meta ? { meta } : {}),
    onSuccess: (saved) =>
      client.setQueryData(userConfigKey, (entries: TUserConfigEntry[] | undefined) => [
        ...(entries ?? []).filter((e) => e.key !== saved.key),
        saved,
      ]),
  });
}
