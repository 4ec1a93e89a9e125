import { webhooksResource, type TWebhook } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import { createResource } from '@/lib/create-resource';

export const webhooks = createResource(webhooksResource);

// The definition's reads, under the resource's key: a change to a webhook refreshes them with the lists.
export const webhookPresetsQuery = () =>
  queryOptions({ ...webhooks.readQueryOptions('presets'), staleTime: 10 * 60_000 });

export const webhookConnectionsQuery = () => webhooks.readQueryOptions('connections');

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
