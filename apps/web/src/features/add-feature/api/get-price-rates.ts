import { ADD_FEATURE_TEXT, ZRate, type TRate } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { showFailureToast } from './failure-toast';
import { ADD_FEATURE_PATHS } from './paths';

/** Doc 000 §7 and doc 001 §8: the price list; on failure an error toast and an empty list (defaults apply). */
export async function getPriceRates(): Promise<TRate[]> {
  const result = await apiGet<unknown>(ADD_FEATURE_PATHS.priceRates);
  if (!result.ok) {
    showFailureToast(ADD_FEATURE_TEXT.fetchPricesFailed, result.error);
    return [];
  }
  return ZRate.array().parse(result.value);
}

export const priceRatesQuery = () =>
  queryOptions({ queryKey: ['pricing-rates', 'list'], queryFn: getPriceRates, staleTime: 5 * 60_000 });

export const usePriceRates = (enabled = true) => useQuery({ ...priceRatesQuery(), enabled });
