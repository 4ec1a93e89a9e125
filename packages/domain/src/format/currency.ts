/**
 * Doc 001 §9: currency formats default to USD; one formatter uses 4 fraction digits (rates by the
 * minute or message), another 2 (balances, payments; rates in pickers are shown with 2).
 */
export const DEFAULT_CURRENCY = 'USD';
export type TFractionDigits = 2 | 4;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, digits: TFractionDigits): Intl.NumberFormat {
  const key = `${currency}:${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** $1,234.50 (2 digits by default) or $0.0075 with 4; a negative amount as -$5.00. */
export const formatCurrency = (
  amount: number,
  {
    fractionDigits = 2,
    currency = DEFAULT_CURRENCY,
  }: { fractionDigits?: TFractionDigits; currency?: string } = {},
): string => formatter(currency, fractionDigits).format(amount);

/** The 2-digit formatter. */
export const formatMoney = (amount: number, currency: string = DEFAULT_CURRENCY) =>
  formatCurrency(amount, { currency });

/** The 4-digit formatter, for per-unit rates. */
export const formatRate = (amount: number, currency: string = DEFAULT_CURRENCY) =>
  formatCurrency(amount, { fractionDigits: 4, currency });
