import { Anchor, Table, Text } from '@mantine/core';
import { STATEMENTS_PAGE_TEXTS as T, fillText, statementMonthLabel } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ContentSegment } from '@/components/layout/content-segment';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/lib/session';
import { statementsQuery } from '@/resources/statements';
import { LoadState } from '@/components/layout/load-state';
import { MoneyText } from './money-text';

/** Settings → Billing → /billing/statements (issue 27): each month's totals, newest first. */
export function StatementsPage() {
  const { accountId } = useSignedInSession();
  const query = useQuery(statementsQuery(accountId));
  const months = query.data;
  return (
    <PageContainer
      title={T.title}
      breadcrumbs={[{ label: T.billing, to: paths.billing }, { label: T.title }]}
    >
      <Text c="dimmed">{T.intro}</Text>
      <ContentSegment>
        {!months ? (
          <LoadState
            failed={query.isError}
            loading={T.loading}
            failure={T.failed}
            onRetry={() => void query.refetch()}
          />
        ) : months.length === 0 ? (
          <Text>{T.empty}</Text>
        ) : (
          <ScrollRegion label={T.tableLabel} minWidth={560}>
            <Table aria-label={T.tableLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{T.month}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {T.opening}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {T.credits}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {T.charges}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {T.closing}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {T.entries}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor
                        component={Link}
                        to={`${paths.billingStatements}/${m.month}`}
                        aria-label={fillText(T.open, { month: statementMonthLabel(m.month) })}
                      >
                        {statementMonthLabel(m.month)}
                      </Anchor>
                    </Table.Th>
                    <Table.Td ta="right">
                      <MoneyText value={m.opening} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText value={m.credits} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText value={m.charges} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText value={m.closing} />
                    </Table.Td>
                    <Table.Td ta="right">{m.entries.toLocaleString('en-US')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </ContentSegment>
    </PageContainer>
  );
}
