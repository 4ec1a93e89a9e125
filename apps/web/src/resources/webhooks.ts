import { webhookDeliveriesEndpoint, webhooksResource, type TWebhook } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import { createEndpoint } from '@/lib/create-endpoint';
import { createResource } from '@/lib/create-resource';

export const webhooks = createResource(webhooksResource);

/** A webhook's deliveries beside it (issue 28): retry, test event, secret rotation, notices seen. */
export const webhookDeliveries = createEndpoint(webhookDeliveriesEndpoint);

// The definition's reads, under the resource's key: a change to a webhook refreshes them with the lists.
export const webhookPresetsQuery = () =>
  queryOptions({ ...webhooks.readQueryOptions('presets'), staleTime: 10 * 60_000 });

export const webhookConnectionsQuery = () => webhooks.readQueryOptions('connections');

/** Webhooks Parley turned off after 24 hours of failures whose notice the account has not seen. */
export const webhookNoticesQuery = () => webhooks.readQueryOptions('notices');

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
