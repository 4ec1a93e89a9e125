import { pricingEndpoint } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { createDataProvider } from '@/lib/create-data-provider';
import { createEndpoint } from '@/lib/create-endpoint';
import type { TQueryMeta } from '@/lib/query-meta';

/** GET /v3/pricing/rates: the price list (ours), read by Add Feature and the message cost. */
export const pricing = createEndpoint(pricingEndpoint);

export const priceRatesQuery = (meta?: TQueryMeta) =>
  pricing.query('get', { staleTime: 5 * 60_000, ...(meta ? { meta } : {}) });

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
