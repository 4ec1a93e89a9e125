import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  LEDGER_KIND_LABELS,
  STATEMENTS_PAGE_TEXTS as T,
  fillText,
  formatDateTime,
  statementMonthLabel,
  type TStatement,
} from '@parley/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ContentSegment } from '@/components/layout/content-segment';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/lib/session';
import { statementQuery } from '@/resources/statements';
import { LoadState } from '@/components/layout/load-state';
import { MoneyText } from './money-text';
import classes from './statement-page.module.css';

const num = { ta: 'right' } as const;

/** /billing/statements/:month: one month's statement, laid out to print (issue 27). */
export function StatementPage({ month }: { month: string }) {
  const { accountId } = useSignedInSession();
  const query = useQuery(statementQuery(accountId, month));
  const label = statementMonthLabel(month);
  const title = fillText(T.statementTitle, { month: label });
  const statement = query.data?.[0];
  return (
    <PageContainer
      title={title}
      breadcrumbs={[
        { label: T.billing, to: paths.billing },
        { label: T.title, to: paths.billingStatements },
        { label },
      ]}
      actions={
        <Button
          data-print="hide"
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden="true" />}
          onClick={() => window.print()}
          disabled={!statement}
        >
          {T.print}
        </Button>
      }
    >
      {statement ? (
        <Statement statement={statement} />
      ) : (
        <ContentSegment>
          <LoadState
            failed={query.isError}
            loading={T.statementLoading}
            failure={T.statementFailed}
            onRetry={() => void query.refetch()}
          />
        </ContentSegment>
      )}
    </PageContainer>
  );
}

function Statement({ statement: s }: { statement: TStatement }) {
  return (
    <Stack gap="md" className={classes.statement}>
      <ContentSegment aria-label={T.summary}>
        <Text size="sm" c="dimmed">
          {T.account}
        </Text>
        {/* the account's id is one long word: it breaks rather than overflow a phone's width */}
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {s.companyName} · {s.accountSid}
        </Text>
        <Table mt="sm" aria-label={T.summary} withRowBorders={false}>
          <Table.Tbody>
            {(
              [
                [T.opening, s.opening],
                [T.credits, s.credits],
                [T.charges, s.charges],
                [T.closing, s.closing],
              ] as const
            ).map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={name === T.closing ? 700 : 500}>
                  {name}
                </Table.Th>
                <Table.Td {...num} fw={name === T.closing ? 700 : undefined}>
                  <MoneyText value={value} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ContentSegment>

      <ContentSegment>
        <Title order={2} size="h4">
          {T.byKind}
        </Title>
        <Table aria-label={T.byKind}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{T.kind}</Table.Th>
              <Table.Th scope="col" {...num}>
                {T.count}
              </Table.Th>
              <Table.Th scope="col" {...num}>
                {T.amount}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.byKind.map((k) => (
              <Table.Tr key={k.kind}>
                <Table.Th scope="row" fw={500}>
                  {LEDGER_KIND_LABELS[k.kind]}
                </Table.Th>
                <Table.Td {...num}>{k.count.toLocaleString('en-US')}</Table.Td>
                <Table.Td {...num}>
                  <MoneyText value={k.amount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ContentSegment>

      <ContentSegment>
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            {T.lines}
          </Title>
          <Text size="sm" c="dimmed">
            {T.linesNote}
          </Text>
        </Group>
        {s.lines.length === 0 ? (
          <Text size="sm">{T.noLines}</Text>
        ) : (
          <ScrollRegion label={T.lines} minWidth={560}>
            <Table aria-label={T.lines} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{T.date}</Table.Th>
                  <Table.Th scope="col">{T.kind}</Table.Th>
                  <Table.Th scope="col">{T.description}</Table.Th>
                  <Table.Th scope="col" {...num}>
                    {T.amount}
                  </Table.Th>
                  <Table.Th scope="col" {...num}>
                    {T.balanceAfter}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.lines.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created)}</Table.Td>
                    <Table.Td>{LEDGER_KIND_LABELS[e.kind]}</Table.Td>
                    <Table.Td>{e.description}</Table.Td>
                    <Table.Td {...num}>
                      <MoneyText value={e.amount} />
                    </Table.Td>
                    <Table.Td {...num}>
                      <MoneyText value={e.balanceAfter} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </ContentSegment>
    </Stack>
  );
}
