import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PURCHASE_PAGE_TEXTS as T, fillText, formatMoney, type TAvailableNumber } from '@parley/domain';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { locationText, phoneText } from './number-format';

/** The cart's total a month, in dollars. */
export const monthlyTotal = (chosen: readonly TAvailableNumber[]) =>
  chosen.reduce((sum, n) => sum + Math.round(n.monthlyPrice * 100), 0) / 100;

/** '2 numbers, $2.30 a month'. */
export const cartTotalText = (chosen: readonly TAvailableNumber[]) => {
  const total = formatMoney(monthlyTotal(chosen));
  return chosen.length === 1
    ? fillText(T.cartTotalOne, { total })
    : fillText(T.cartTotal, { n: chosen.length, total });
};

/** The numbers chosen from one search or several, their total a month, and Buy. */
export function NumberCart({
  chosen,
  onRemove,
  onClear,
  onBuy,
}: {
  chosen: readonly TAvailableNumber[];
  onRemove: (n: TAvailableNumber) => void;
  onClear: () => void;
  onBuy: () => void;
}) {
  const headingId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {T.cart}
        </Title>
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.cartEmpty}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {chosen.map((n) => (
              <Group key={n.phoneNumber} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0}>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {phoneText(n.phoneNumber)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      locationText(n.locality, n.region),
                      fillText(T.perMonth, { price: formatMoney(n.monthlyPrice) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={fillText(T.removeFromCart, { number: phoneText(n.phoneNumber) })}
                  onClick={() => onRemove(n)}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Text fw={600} aria-live="polite">
          {chosen.length > 0 ? cartTotalText(chosen) : ''}
        </Text>
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={onClear} disabled={chosen.length === 0}>
            {T.clear}
          </Button>
          <Button onClick={onBuy} disabled={chosen.length === 0}>
            {T.buy}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
