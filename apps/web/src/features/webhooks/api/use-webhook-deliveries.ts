import { WEBHOOK_DELIVERIES_LIMIT, ZWebhookDelivery, fillPath, type TWebhookDelivery } from '@parley/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, throwOnErr } from '@/lib/api-client';
import { webhookDeliveries } from '@/resources/webhooks';

const PATH = '/v3/webhooks/{id}/deliveries';
/** While the drawer is open, its list follows deliveries being tried (a test event's 200 shows up). */
const REFRESH_MS = 2_000;

export const deliveriesKey = (webhookId: string) =>
  [...webhookDeliveries.keys.all, 'list', webhookId] as const;

/** A webhook's deliveries, newest first, a page at a time (GET /v3/webhooks/:id/deliveries). */
export function useWebhookDeliveries(webhookId: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: deliveriesKey(webhookId),
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      throwOnErr(
        await apiGetPage(
          fillPath(PATH, { id: webhookId }),
          ZWebhookDelivery,
          { limit: WEBHOOK_DELIVERIES_LIMIT.default, ...(pageParam ? { cursor: pageParam } : {}) },
          { signal },
        ),
      ),
    getNextPageParam: (last) => last.page.nextCursor,
    refetchInterval: enabled ? REFRESH_MS : false,
  });
  const items: TWebhookDelivery[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...query, items };
}
