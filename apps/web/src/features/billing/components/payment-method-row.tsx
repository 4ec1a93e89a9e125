import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  ACH_ACCOUNT_TYPE_LABELS,
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  CARD_EXPIRY_LABELS,
  PAYMENT_METHOD_TEXT,
  fillText,
  type TPaymentMethodItem,
} from '@parley/domain';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { expiryStateOf, expiryText, methodName } from './payment-method-facts';

interface TPaymentMethodRowProps {
  method: TPaymentMethodItem;
  onMakeDefault: (method: TPaymentMethodItem) => void;
  onVerify: (method: TPaymentMethodItem) => void;
  onRemove: (method: TPaymentMethodItem) => void;
  /** this card is being made the default */
  busy: boolean;
  /** a line above it, between it and the card before */
  separated: boolean;
}

/** A bank account's facts under doc 001 §3's labels: a term and its value, side by side. */
function BankFacts({ ach }: { ach: NonNullable<TPaymentMethodItem['ach']> }) {
  const facts = [
    [BILLING_LABELS.lastFourDigitsOfAccount, ach.accountNumber],
    [BILLING_LABELS.accountType, ACH_ACCOUNT_TYPE_LABELS[ach.accountType]],
    [T.accountHolder, ach.accountHolderName],
  ] as const;
  return (
    <Group component="dl" gap="lg" m={0} mt={4} align="flex-start" style={{ rowGap: 4 }}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </Group>
  );
}

/**
 * One payment method. A card: its brand and last four digits, its expiry (MM/YYYY) and the name on
 * it, badges for the default and for an expired or soon-expiring card (doc 001 §4). A bank
 * account: its bank, last four digits, type and holder; until its deposits are confirmed, Not
 * verified and Verify. Then what may be done to it.
 */
export function PaymentMethodRow({
  method,
  onMakeDefault,
  onVerify,
  onRemove,
  busy,
  separated,
}: TPaymentMethodRowProps) {
  const name = methodName(method);
  const state = expiryStateOf(method);
  const { card, ach } = method;
  const Icon = ach ? IconBuildingBank : IconCreditCard;
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
        <Icon size={28} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{ach ? ach.bankName : name}</Text>
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
          {ach ? <BankFacts ach={ach} /> : null}
          {ach && !method.verified ? (
            <Text size="sm" mt={4}>
              {PAYMENT_METHOD_TEXT.depositsSent}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xs" ml="auto">
        {ach && !method.verified ? (
          <Button
            size="xs"
            variant="default"
            aria-label={fillText(T.verifyLabel, { name })}
            onClick={() => onVerify(method)}
          >
            {T.verify}
          </Button>
        ) : null}
        {method.isDefault || state === 'expired' || !method.verified ? null : (
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
