import { ADD_FEATURE_TEXT } from '@parley/domain';
import { usePriceRatesQuery } from '@/resources/pricing-rates';

/** Doc 000 §7 and doc 001 §8: the price list; on failure an error toast, and the defaults apply. */
export const usePriceRates = (enabled = true) =>
  usePriceRatesQuery({ enabled, meta: { errorToast: ADD_FEATURE_TEXT.fetchPricesFailed } });
