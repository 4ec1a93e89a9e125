const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** $1,000: a whole-dollar amount as a preset reads. */
export const formatDollars = (amount: number) => dollars.format(amount);
