import { Badge, Group, Text } from '@mantine/core';
import {
  ADD_FEATURE_OUR_TEXT,
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
  if (feature === 'contactcenter') return <PriceLine amount={ADD_FEATURE_OUR_TEXT.pricedWithTeam} quiet />;
  const full = monthlyFeeCents(feature, rates);
  // every other feature has a default fee: a price is always on screen before its terms
  if (full === null) return null;
  if (full === 0) return <PriceLine amount={ADD_FEATURE_OUR_TEXT.included} />;
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

function PriceLine({
  amount,
  per,
  was,
  quiet = false,
}: {
  amount: string;
  per?: string;
  was?: string | undefined;
  /** a sentence rather than a figure: normal size */
  quiet?: boolean;
}) {
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
      <Text span fw={quiet ? 600 : 700} size={quiet ? 'sm' : 'lg'}>
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
