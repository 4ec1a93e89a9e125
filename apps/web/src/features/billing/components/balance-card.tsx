import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  STATEMENTS_PAGE_TEXTS,
  formatUnits,
  unitsOfMoneyText,
} from '@parley/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentSegment } from '@/components/layout/content-segment';
import { paths } from '@/config/paths';
import { balanceQuery } from '@/resources/billing';
import { AddFundsDialog } from './add-funds-dialog';
import { LoadState } from '@/components/layout/load-state';

/**
 * The account's balance (GET /v3/billing/balance, the sum of its ledger) with whether it is
 * funded, Add Funds, and the way to the history of every charge and credit.
 */
export function BalanceCard({ accountSid }: { accountSid: string }) {
  const query = useQuery(balanceQuery(accountSid));
  const [adding, setAdding] = useState(false);
  const data = query.data?.[0];

  return (
    <ContentSegment aria-label={T.balanceHeading}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {T.balanceHeading}
          </Title>
          {data ? (
            <>
              <Group gap="sm" align="center">
                <Text fz={32} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatUnits(unitsOfMoneyText(data.balance))}
                </Text>
                <Badge color={data.funded ? 'green' : 'red'} variant="dot">
                  {data.funded ? T.funded : T.unfunded}
                </Badge>
              </Group>
              {data.funded ? null : (
                <Text size="sm" c="dimmed">
                  {T.unfundedHint}
                </Text>
              )}
            </>
          ) : (
            <LoadState
              failed={query.isError}
              loading={T.balanceLoading}
              failure={T.balanceFailed}
              onRetry={() => void query.refetch()}
            />
          )}
          <Group gap="md" mt={4}>
            <Anchor component={Link} to={paths.billingHistory} size="sm">
              {T.history}
            </Anchor>
            <Anchor component={Link} to={paths.billingStatements} size="sm">
              {STATEMENTS_PAGE_TEXTS.title}
            </Anchor>
          </Group>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
          {BILLING_LABELS.addFunds}
        </Button>
      </Group>
      <AddFundsDialog opened={adding} onClose={() => setAdding(false)} />
    </ContentSegment>
  );
}
