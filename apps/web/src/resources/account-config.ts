import {
  DEFAULT_ACCOUNT_CONFIG_VALUE,
  MESSAGES,
  accountConfigEndpoint,
  type TAccountConfigDelete,
  type TAccountConfigEntry,
  type TAccountConfigPut,
} from '@parley/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import { createEndpoint } from '@/lib/create-endpoint';
import type { TQueryMeta } from '@/lib/query-meta';
import { useSession } from '@/lib/session';

/** GET|PUT|DELETE /v3/accounts/config (doc 001 §7): one path, entries as the body. */
export const accountConfig = createEndpoint(accountConfigEndpoint);

export const accountConfigQuery = (accountSid: string, meta?: TQueryMeta) =>
  accountConfig.query('get', {
    scope: [accountSid],
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
    onSettled: () => client.invalidateQueries({ queryKey: accountConfig.keys.all }),
  });
}

export const useUpdateAccountConfig = () =>
  useConfigChange(
    (entries: TAccountConfigPut) => accountConfig.send('put', { body: entries }),
    'Updating the account configuration failed.',
  );

export const useDeleteAccountConfig = () =>
  useConfigChange(
    (entries: TAccountConfigDelete) => accountConfig.send('delete', { body: entries }),
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
