import { Text } from '@mantine/core';
import { formatUnits, unitsOfMoneyText } from '@parley/domain';

/** Dollars with 2 digits unless the amount has more (a message's $0.0079), so nothing is rounded away. */
export const moneyOf = (text: string) => {
  const units = unitsOfMoneyText(text);
  return formatUnits(units, { fractionDigits: units % 100 === 0 ? 2 : 4 });
};

/** A money cell: right-aligned figures that line up. */
export function MoneyText({ value }: { value: string }) {
  return (
    <Text component="span" size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {moneyOf(value)}
    </Text>
  );
}
