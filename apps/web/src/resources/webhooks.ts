import {
  WEBHOOK_PATHS,
  ZWebhookConnection,
  ZWebhookPreset,
  webhooksResource,
  type TWebhook,
} from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, throwOnErr } from '@/lib/api-client';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import { createResource } from '@/lib/create-resource';

export const webhooks = createResource(webhooksResource);

// Under the resource's key: a change to a webhook refreshes them with the lists.
export const webhookPresetsQuery = () =>
  queryOptions({
    queryKey: [...webhooks.keys.all, 'presets'] as const,
    queryFn: async ({ signal }) =>
      throwOnErr(await apiGet(WEBHOOK_PATHS.presets, ZWebhookPreset, undefined, { signal })),
    staleTime: 10 * 60_000,
  });

export const webhookConnectionsQuery = () =>
  queryOptions({
    queryKey: [...webhooks.keys.all, 'connections'] as const,
    queryFn: async ({ signal }) =>
      throwOnErr(await apiGet(WEBHOOK_PATHS.connections, ZWebhookConnection, undefined, { signal })),
  });

export const useWebhookPresets = () => useQuery(webhookPresetsQuery());

/** doc 001 §2: the webhook picker offers only enabled webhooks. */
export const pickableWebhooks = (hooks: readonly TWebhook[]) => hooks.filter((h) => h.enabled);

/**
 * The webhooks provider of doc 001 §3, §4: the account's webhooks, their presets and their
 * connections, each loaded on first display, with a loading flag, reloadable. Connections keep
 * their error (doc 001 §8); the other failures are only logged.
 */
function useAccountWebhooks() {
  return {
    webhooks: providerState(webhooks.useAll(), [] as TWebhook[]),
    presets: providerState(useWebhookPresets(), []),
    connections: providerState(useQuery(webhookConnectionsQuery()), []),
  };
}

export const { Provider: WebhooksProvider, useData: useWebhooks } = createDataProvider(
  'Webhooks',
  useAccountWebhooks,
);
