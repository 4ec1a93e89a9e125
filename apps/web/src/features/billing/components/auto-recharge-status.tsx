import { Alert, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  AUTO_RECHARGE_OUTCOME_LABELS,
  BILLING_PAGE_TEXTS as T,
  fillText,
  formatDateTime,
  formatUnits,
  unitsOfDollars,
  unitsOfMoneyText,
  type TAutoRecharge,
} from '@parley/domain';

/** A recharge that charged nothing is said in red; one that added funds in green. */
const OUTCOME_COLOR = {
  recharged: 'green',
  declined: 'red',
  limit_reached: 'yellow',
  no_payment_method: 'red',
} as const satisfies Record<NonNullable<TAutoRecharge['lastAttempt']>['outcome'], string>;

/**
 * What auto recharge added this month against its limit, and what its last attempt did; first, a
 * card that has expired or expires within 2 months (doc 001 §4), said before it blocks a recharge.
 */
export function AutoRechargeStatus({ settings }: { settings: TAutoRecharge }) {
  const last = settings.lastAttempt;
  return (
    <Stack gap="sm">
      {settings.warning ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          <Text size="sm">{settings.warning}</Text>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {T.rechargedThisMonth}
          </Text>
          <Text fw={600}>
            {fillText(T.rechargedOfLimit, {
              amount: formatUnits(unitsOfMoneyText(settings.rechargedThisMonth)),
              limit: formatUnits(unitsOfDollars(settings.monthlyLimit)),
            })}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {T.lastAttempt}
          </Text>
          {last ? (
            <>
              <Group gap="xs">
                <Badge color={OUTCOME_COLOR[last.outcome]} variant="dot">
                  {AUTO_RECHARGE_OUTCOME_LABELS[last.outcome]}
                </Badge>
                <Text size="sm">{formatDateTime(last.at)}</Text>
              </Group>
              <Text size="sm" c={last.outcome === 'recharged' ? undefined : 'red.9'}>
                {last.message}
              </Text>
            </>
          ) : (
            <Text fw={600}>{T.noAttempt}</Text>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
