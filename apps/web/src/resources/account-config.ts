import {
  DEFAULT_ACCOUNT_CONFIG_VALUE,
  MESSAGES,
  ZAccountConfigEntry,
  ZDeletedCount,
  type TAccountConfigDelete,
  type TAccountConfigEntry,
  type TAccountConfigPut,
} from '@parley/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut, throwOnErr } from '@/lib/api-client';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import type { TQueryMeta } from '@/lib/query-meta';
import { useSession } from '@/lib/session';

/** GET|PUT|DELETE /v3/accounts/config (doc 001 §7): one path, entries as the body. */
export const ACCOUNT_CONFIG_PATH = '/v3/accounts/config';

export const accountConfigKeys = {
  all: ['account-config'] as const,
  list: (accountSid: string) => ['account-config', 'list', accountSid] as const,
};

export const accountConfigQuery = (accountSid: string, meta?: TQueryMeta) =>
  queryOptions({
    queryKey: accountConfigKeys.list(accountSid),
    queryFn: async ({ signal }): Promise<TAccountConfigEntry[]> =>
      throwOnErr(await apiGet(ACCOUNT_CONFIG_PATH, ZAccountConfigEntry, undefined, { signal })),
    // what is enabled changes outside this tab (another admin, a feature enabled): ask each time
    staleTime: 0,
    ...(meta ? { meta } : {}),
  });

export const useAccountConfigQuery = (
  accountSid: string,
  options: { enabled?: boolean; meta?: TQueryMeta } = {},
) => useQuery({ ...accountConfigQuery(accountSid, options.meta), enabled: options.enabled ?? true });

/**
 * Doc 001 §4: after an update or a delete the provider says 'Success' or shows the error with the
 * caller's prefix (doc 001 §8), then reloads.
 */
function useConfigChange<I>(run: (input: I) => Promise<{ ok: boolean }>, errorPrefix: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { successToast: MESSAGES.configSuccess, errorToast: errorPrefix },
    onSettled: () => client.invalidateQueries({ queryKey: accountConfigKeys.all }),
  });
}

export const useUpdateAccountConfig = () =>
  useConfigChange(
    (entries: TAccountConfigPut) => apiPut(ACCOUNT_CONFIG_PATH, entries, ZAccountConfigEntry),
    'Updating the account configuration failed.',
  );

export const useDeleteAccountConfig = () =>
  useConfigChange(
    (entries: TAccountConfigDelete) => apiDelete(ACCOUNT_CONFIG_PATH, ZDeletedCount, entries),
    'Deleting from the account configuration failed.',
  );

function useAccountConfigValue() {
  const { session } = useSession();
  // keyed by the account: the provider reloads whenever the account changes (doc 001 §4)
  const query = useAccountConfigQuery(session?.accountId ?? '', { enabled: Boolean(session) });
  const state = providerState(query, [] as TAccountConfigEntry[]);
  const values = Object.fromEntries(state.data.map((e) => [e.key, e.value]));
  // held as a key-to-value map; a missing key reads as the spec's default (doc 001 §3)
  return { ...state, values, get: (key: string) => values[key] ?? DEFAULT_ACCOUNT_CONFIG_VALUE };
}

export const { Provider: AccountConfigProvider, useData: useAccountConfig } = createDataProvider(
  'AccountConfig',
  useAccountConfigValue,
);
