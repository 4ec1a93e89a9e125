import { Badge, Group, Text } from '@mantine/core';
import {
  SANS_PATTERN,
  UCAAS_PRICE,
  formatDollars,
  monthlyFeeCents,
  type TFeatureKey,
  type TRate,
} from '@parley/domain';
import classes from './add-feature.module.css';

interface TFeaturePriceProps {
  feature: TFeatureKey;
  rates: readonly TRate[];
  sansNumber: string;
}

/**
 * Doc 000 §9: the monthly fee with 2 decimals, the price list over the defaults; DNC at half with
 * a subscription account number (once it is a valid one: the discount is for a real number);
 * UCaaS per block of seats. Features without a fee show none.
 */
export function FeaturePrice({ feature, rates, sansNumber }: TFeaturePriceProps) {
  if (feature === 'ucaas') return <PriceLine amount={UCAAS_PRICE.text} />;
  const full = monthlyFeeCents(feature, rates);
  if (full === null) return null;
  const withSans = feature === 'dnclist' && SANS_PATTERN.test(sansNumber);
  const fee = withSans ? monthlyFeeCents(feature, rates, { sansNumber }) : full;
  return (
    <PriceLine
      amount={formatDollars(fee ?? full)}
      per="per month"
      was={withSans ? formatDollars(full) : undefined}
    />
  );
}

function PriceLine({ amount, per, was }: { amount: string; per?: string; was?: string | undefined }) {
  return (
    <Group gap={6} align="baseline" wrap="wrap" aria-live="polite">
      <Text span size="xs" c="dimmed" tt="uppercase" fw={700}>
        Price
      </Text>
      {was ? (
        <Text span size="sm" c="dimmed" className={classes.strike}>
          <span aria-hidden="true">{was}</span>
        </Text>
      ) : null}
      <Text span fw={700} size="lg">
        {amount}
      </Text>
      {per ? (
        <Text span size="sm" c="dimmed">
          {per}
        </Text>
      ) : null}
      {was ? (
        // filled dark teal: Mantine's light green is 2.4:1, below WCAG AA
        <Badge size="sm" variant="filled" color="teal.9">
          Half price with your SAN
        </Badge>
      ) : null}
    </Group>
  );
}
