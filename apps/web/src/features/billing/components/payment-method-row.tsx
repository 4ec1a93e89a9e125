import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  BILLING_PAGE_TEXTS as T,
  CARD_EXPIRY_LABELS,
  fillText,
  type TPaymentMethodItem,
} from '@parley/domain';
import { IconCreditCard } from '@tabler/icons-react';
import { expiryStateOf, expiryText, methodName } from './payment-method-facts';

interface TPaymentMethodRowProps {
  method: TPaymentMethodItem;
  onMakeDefault: (method: TPaymentMethodItem) => void;
  onRemove: (method: TPaymentMethodItem) => void;
  /** this card is being made the default */
  busy: boolean;
  /** a line above it, between it and the card before */
  separated: boolean;
}

/**
 * One card: its brand and last four digits, its expiry (MM/YYYY) and the name on it, badges for
 * the default and for an expired or soon-expiring card (doc 001 §4), and what may be done to it.
 */
export function PaymentMethodRow({
  method,
  onMakeDefault,
  onRemove,
  busy,
  separated,
}: TPaymentMethodRowProps) {
  const name = methodName(method);
  const state = expiryStateOf(method);
  const { card } = method;
  const expiry = card
    ? fillText(state === 'expired' ? T.expired : T.expires, { date: expiryText(card) })
    : '';
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      wrap="wrap"
      style={separated ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCreditCard size={28} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {method.isDefault ? (
              // blue.9 on the light tint: the light variant's own blue is under 4.5:1
              <Badge color="blue" c="blue.9" variant="light">
                {T.defaultBadge}
              </Badge>
            ) : null}
            {method.verified ? null : (
              <Badge color="yellow" variant="dot">
                {T.unverified}
              </Badge>
            )}
            {state === 'valid' ? null : (
              // red.9 under white text, dark text on yellow: both over 4.5:1
              <Badge color={state === 'expired' ? 'red.9' : 'yellow.4'} variant="filled" autoContrast>
                {CARD_EXPIRY_LABELS[state]}
              </Badge>
            )}
          </Group>
          {card ? (
            <Text size="sm" c={state === 'expired' ? 'red.9' : 'dimmed'}>
              {fillText(T.cardLine, { expiry, firstName: card.firstName, lastName: card.lastName })}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xs" ml="auto">
        {method.isDefault || state === 'expired' ? null : (
          <Button
            size="xs"
            variant="default"
            loading={busy}
            aria-label={fillText(T.makeDefaultLabel, { name })}
            onClick={() => onMakeDefault(method)}
          >
            {T.makeDefault}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          // red.9: the subtle variant's red is 3.3:1 on white
          c="red.9"
          aria-label={fillText(T.removeLabel, { name })}
          onClick={() => onRemove(method)}
        >
          {T.remove}
        </Button>
      </Group>
    </Group>
  );
}
