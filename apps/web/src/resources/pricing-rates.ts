import { pricingEndpoint, type TRate } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, throwOnErr } from '@/lib/api-client';
import { createDataProvider } from '@/lib/create-data-provider';
import type { TQueryMeta } from '@/lib/query-meta';

const priceList = pricingEndpoint.calls.get;

export const priceRatesQuery = (meta?: TQueryMeta) =>
  queryOptions({
    queryKey: ['pricing-rates', 'list'] as const,
    queryFn: async ({ signal }): Promise<TRate[]> =>
      throwOnErr(await apiGet(pricingEndpoint.path, priceList.answer, undefined, { signal })),
    staleTime: 5 * 60_000,
    ...(meta ? { meta } : {}),
  });

export const usePriceRatesQuery = (options: { enabled?: boolean; meta?: TQueryMeta } = {}) =>
  useQuery({ ...priceRatesQuery(options.meta), enabled: options.enabled ?? true });

/** Doc 001 §8: a pricing failure gives an empty rate list (a missing rate then shows 'N/A'). */
function usePriceRatesValue() {
  const query = usePriceRatesQuery();
  return { rates: query.data ?? [], loading: query.isPending, reload: () => void query.refetch() };
}

export const { Provider: PricingProvider, useData: usePricing } = createDataProvider(
  'Pricing',
  usePriceRatesValue,
);
