import { Alert, Badge, Box, Code, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  CARRIER_ERRORS,
  MESSAGE_DIRECTION_LABELS,
  MESSAGE_DRAWER_TEXTS as T,
  fillText,
  formatDateTime,
  formatMoneyText,
  type TMessage,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { AppDrawer } from '@/components/dialog/app-drawer';
import { Fact } from '@/components/layout/fact';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { messages } from '@/resources/messages';
import { MessageStatusBadge } from './message-status-badge';

const DELIVERY_COLOR = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;

function StatusHistory({ message }: { message: TMessage }) {
  return (
    <section aria-labelledby="message-history">
      <Title order={3} size="h5" id="message-history" mb="xs">
        {T.history}
      </Title>
      <Table aria-label={T.historyLabel} verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.status}</Table.Th>
            <Table.Th scope="col">{T.at}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {message.statusHistory.map((event, index) => (
            <Table.Tr key={`${event.status}-${index}`}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <MessageStatusBadge status={event.status} />
                  {event.errorCode ? <Text size="sm">{event.errorCode}</Text> : null}
                </Group>
              </Table.Td>
              <Table.Td>{formatDateTime(event.at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

function Deliveries({ message }: { message: TMessage }) {
  const deliveries = message.webhookDeliveries;
  return (
    <section aria-labelledby="message-deliveries">
      <Title order={3} size="h5" id="message-deliveries" mb="xs">
        {T.deliveries}
      </Title>
      {deliveries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noDeliveries}
        </Text>
      ) : (
        <ScrollRegion label={T.deliveriesLabel} minWidth={420}>
          <Table aria-label={T.deliveriesLabel} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{T.event}</Table.Th>
                <Table.Th scope="col">{T.status}</Table.Th>
                <Table.Th scope="col">{T.attempts}</Table.Th>
                <Table.Th scope="col">{T.answer}</Table.Th>
                <Table.Th scope="col">{T.at}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((d) => (
                <Table.Tr key={d.deliveryId}>
                  <Table.Td>
                    <Code>{d.event}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={DELIVERY_COLOR[d.status]} miw="max-content">
                      {T.deliveryStatus[d.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{d.attempts}</Table.Td>
                  <Table.Td>{d.lastStatusCode ?? T.noAnswer}</Table.Td>
                  <Table.Td>{formatDateTime(d.created)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  );
}

/** The carrier's error: its code, what it means and what the sender can do (issue 28). */
function CarrierError({ code }: { code: NonNullable<TMessage['errorCode']> }) {
  const error = CARRIER_ERRORS[code];
  return (
    <Alert color="red" variant="light" title={fillText(T.error, { code })}>
      <Stack gap={4}>
        <Text size="sm">
          <strong>{T.meaning}:</strong> {error.meaning}
        </Text>
        <Text size="sm">
          <strong>{T.remedy}:</strong> {error.remedy}
        </Text>
      </Stack>
    </Alert>
  );
}

function MessageDetails({ shown }: { shown: TMessage }) {
  // the row as listed shows at once; the message is read again for receipts since
  const fresh = useQuery({ ...messages.oneQueryOptions(shown.messageSid), placeholderData: shown });
  const message = fresh.data ?? shown;
  return (
    <Stack gap="md">
      <section aria-labelledby="message-body">
        <Title order={3} size="h5" id="message-body" mb="xs">
          {T.body}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
        {message.mediaAssetId ? (
          <Text size="sm" c="dimmed" mt={4}>
            {T.media}: {message.mediaAssetId}
          </Text>
        ) : null}
      </section>
      {message.errorCode ? <CarrierError code={message.errorCode} /> : null}
      <section aria-label={T.facts}>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
          <Fact label={T.status}>
            <MessageStatusBadge status={message.status} />
          </Fact>
          <Fact label={T.direction}>{MESSAGE_DIRECTION_LABELS[message.direction]}</Fact>
          <Fact label={T.created}>{formatDateTime(message.created)}</Fact>
          <Fact label={T.from}>{message.from}</Fact>
          <Fact label={T.to}>{message.to}</Fact>
          <Fact label={T.encoding}>{message.encoding}</Fact>
          <Fact label={T.parts}>{message.parts}</Fact>
          <Fact label={T.segments}>{message.segments}</Fact>
          <Fact label={T.price}>{formatMoneyText(message.price)}</Fact>
        </SimpleGrid>
        <Box component="dl" mt="xs" mb={0}>
          <Fact label={T.sid}>
            <Code style={{ overflowWrap: 'anywhere' }}>{message.messageSid}</Code>
          </Fact>
        </Box>
      </section>
      <StatusHistory message={message} />
      <Deliveries message={message} />
    </Stack>
  );
}

/**
 * One message of the log in a drawer beside the table (issue 28): its whole text, encoding,
 * parts and segments, price, every status with its time, the carrier's error with its meaning and
 * remedy, and the webhook deliveries it caused. Focus goes back to the row's button on close.
 */
export function MessageDrawer({ message, onClose }: { message: TMessage | null; onClose: () => void }) {
  return (
    <AppDrawer
      opened={message !== null}
      onClose={onClose}
      size="lg"
      title={message ? fillText(T.title, { to: message.to }) : ''}
    >
      {message ? <MessageDetails key={message.messageSid} shown={message} /> : null}
    </AppDrawer>
  );
}
