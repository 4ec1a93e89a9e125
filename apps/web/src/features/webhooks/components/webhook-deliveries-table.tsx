import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  WEBHOOK_DELIVERIES_TEXTS as T,
  fillText,
  formatDateTime,
  type TWebhookDelivery,
} from '@parley/domain';
import { ScrollRegion } from '@/components/layout/scroll-region';

const STATUS_COLOR = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;

interface TWebhookDeliveriesTableProps {
  deliveries: readonly TWebhookDelivery[];
  /** tries one again; absent for a caller who may not */
  onRetry?: (delivery: TWebhookDelivery) => void;
  /** the delivery being asked to retry */
  retrying: string | null;
}

/**
 * A webhook's deliveries (issue 28): event, status, the last attempt's code, latency, time and the
 * start of the answer, with a Retry button per row. The table scrolls sideways by keyboard too.
 */
export function WebhookDeliveriesTable({ deliveries, onRetry, retrying }: TWebhookDeliveriesTableProps) {
  return (
    <ScrollRegion label={T.tableLabel} minWidth={640}>
      <Table aria-label={T.tableLabel} verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.event}</Table.Th>
            <Table.Th scope="col">{T.status}</Table.Th>
            <Table.Th scope="col" ta="right">
              {T.statusCode}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {T.latency}
            </Table.Th>
            <Table.Th scope="col">{T.time}</Table.Th>
            <Table.Th scope="col">{T.answer}</Table.Th>
            {onRetry ? (
              <Table.Th scope="col">
                <VisuallyHidden>{T.retry}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((d) => {
            const time = formatDateTime(d.lastAttemptAt ?? d.created);
            return (
              <Table.Tr key={d.id} data-delivery={d.id}>
                <Table.Th scope="row" fw={500}>
                  {d.event}
                </Table.Th>
                <Table.Td>
                  <Badge color={STATUS_COLOR[d.status]} variant="dot" miw="max-content">
                    {T.statuses[d.status]}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {d.attempts === 1 ? T.oneAttempt : fillText(T.attempts, { n: d.attempts })}
                  </Text>
                  {d.status === 'pending' && d.nextAttemptAt ? (
                    <Text size="xs" c="dimmed">
                      {fillText(T.nextTry, { time: formatDateTime(d.nextAttemptAt) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{d.statusCode ?? '—'}</Table.Td>
                <Table.Td ta="right">{d.latencyMs === null ? '—' : `${d.latencyMs} ms`}</Table.Td>
                <Table.Td>{time}</Table.Td>
                <Table.Td maw={240}>
                  <Text size="xs" ff="monospace" lineClamp={3} style={{ wordBreak: 'break-all' }}>
                    {d.response ?? (d.attempts ? T.noAnswer : '')}
                  </Text>
                </Table.Td>
                {onRetry ? (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      loading={retrying === d.id}
                      aria-label={fillText(T.retryLabel, { event: d.event, time })}
                      onClick={() => onRetry(d)}
                    >
                      {T.retry}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
