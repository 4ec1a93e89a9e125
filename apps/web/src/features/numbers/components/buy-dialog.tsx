import { Button, Group, List, Stack, Text } from '@mantine/core';
import { PURCHASE_PAGE_TEXTS as T, fillText, formatMoney, type TAvailableNumber } from '@parley/domain';
import { useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { monthlyTotal } from './number-cart';
import { locationText, phoneText } from './number-format';

/**
 * Asks before buying: every number in the cart with its place and price, and the total a month.
 * Cancel has the focus, so a stray Enter buys nothing.
 */
export function BuyDialog({
  chosen,
  opened,
  onClose,
  onBuy,
}: {
  chosen: readonly TAvailableNumber[];
  opened: boolean;
  onClose: () => void;
  onBuy: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const buy = async () => {
    setPending(true);
    await onBuy();
    setPending(false);
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={T.confirmTitle} size="md">
      <Stack gap="md">
        <Text>{T.confirmMessage}</Text>
        <List size="sm" spacing={4} withPadding>
          {chosen.map((n) => (
            <List.Item key={n.phoneNumber}>
              {[phoneText(n.phoneNumber), locationText(n.locality, n.region), formatMoney(n.monthlyPrice)]
                .filter(Boolean)
                .join(' · ')}
            </List.Item>
          ))}
        </List>
        <Text fw={600}>{fillText(T.confirmTotal, { total: formatMoney(monthlyTotal(chosen)) })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => void buy()} loading={pending}>
            {chosen.length === 1 ? T.confirmBuyOne : fillText(T.confirmBuy, { n: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
