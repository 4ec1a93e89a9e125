import { Anchor, Text } from '@mantine/core';
import {
  MESSAGE_DIRECTION_FILTER,
  MESSAGE_DIRECTION_LABELS,
  MESSAGE_ERROR_FILTER,
  MESSAGE_STATUS_FILTER,
  MESSAGE_STATUS_LABELS,
  SMS_LOGS_PAGE_TEXTS as T,
  fillText,
  formatDateTime,
  formatMoneyText,
  type TMessage,
} from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { MessageStatusBadge } from './message-status-badge';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const FIGURES = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The log's columns. A filter's column id is the list's query parameter (direction, status,
 * errorCode), so the server filters; only the date sorts (the log's one order). The date is the
 * button that opens the message, so a keyboard reaches every row's details.
 */
export const messageColumns = (onOpen: (m: TMessage) => void): TDataTableColumn<TMessage>[] => [
  {
    id: 'created',
    header: T.date,
    hideable: false,
    value: (m) => formatDateTime(m.created),
    cell: (m) => (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => onOpen(m)}
        aria-label={fillText(T.open, { date: formatDateTime(m.created), to: m.to })}
        style={NO_WRAP}
      >
        {formatDateTime(m.created)}
      </Anchor>
    ),
  },
  {
    id: 'direction',
    header: T.direction,
    sortable: false,
    filter: MESSAGE_DIRECTION_FILTER,
    value: (m) => MESSAGE_DIRECTION_LABELS[m.direction],
  },
  { id: 'from', header: T.from, sortable: false, cell: (m) => <span style={NO_WRAP}>{m.from}</span> },
  { id: 'to', header: T.to, sortable: false, cell: (m) => <span style={NO_WRAP}>{m.to}</span> },
  // cut to its column with an ellipsis (the table's cells): the drawer shows it whole
  { id: 'body', header: T.body, sortable: false, width: 280 },
  {
    id: 'status',
    header: T.status,
    sortable: false,
    filter: MESSAGE_STATUS_FILTER,
    value: (m) => MESSAGE_STATUS_LABELS[m.status],
    cell: (m) => <MessageStatusBadge status={m.status} />,
  },
  {
    id: 'errorCode',
    header: T.errorCode,
    sortable: false,
    filter: MESSAGE_ERROR_FILTER,
    value: (m) => m.errorCode ?? '',
  },
  {
    id: 'segments',
    header: T.segments,
    sortable: false,
    cell: (m) => (
      <Text size="sm" ta="right" style={FIGURES}>
        {m.segments}
      </Text>
    ),
  },
  {
    id: 'price',
    header: T.price,
    sortable: false,
    value: (m) => formatMoneyText(m.price),
    cell: (m) => (
      <Text size="sm" ta="right" style={FIGURES}>
        {formatMoneyText(m.price)}
      </Text>
    ),
  },
];
