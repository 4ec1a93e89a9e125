import { CARRIER_ERROR_CODES } from '../messaging/carrier-errors';
import {
  MESSAGE_DIRECTIONS,
  MESSAGE_DIRECTION_LABELS,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_LABELS,
} from '../resources/messages';
import type { TFilterChoices } from './data-table';

/** Reports → /logs/sms (issue 28): the account's message log. Ours: the spec words none of these. */
export const SMS_LOGS_PAGE_TEXTS = {
  title: 'SMS Logs',
  intro:
    'Every message the account sent and received, newest first, with what the carrier reported. Open one to see its whole text, its history and the webhook calls it made.',
  tableLabel: 'Messages of the account',
  emptyText: 'No message yet. Messages sent from your numbers and replies to them are listed here.',
  noResults: 'No message matches these filters.',
  date: 'Date',
  direction: 'Direction',
  from: 'From',
  to: 'To',
  body: 'Message',
  status: 'Status',
  errorCode: 'Error code',
  segments: 'Segments',
  price: 'Price',
  /** the date cell's button: opens the drawer */
  open: 'Open the message of {date} to {to}',
  fromDigits: 'From contains',
  toDigits: 'To contains',
  digitsPlaceholder: 'Digits',
  since: 'Since',
  until: 'Until',
  allChoice: 'All',
  simulated: 'Simulated network',
} as const;

/** The drawer of one message. */
export const MESSAGE_DRAWER_TEXTS = {
  title: 'Message to {to}',
  sid: 'Message SID',
  loading: 'Loading the message…',
  facts: 'Details',
  body: 'Message',
  media: 'Image',
  encoding: 'Encoding',
  parts: 'Parts',
  segments: 'Segments',
  price: 'Price',
  direction: 'Direction',
  from: 'From',
  to: 'To',
  status: 'Status',
  created: 'Created',
  history: 'Status history',
  historyLabel: 'The status history of the message',
  at: 'Time',
  error: 'Carrier error {code}',
  meaning: 'What it means',
  remedy: 'What to do',
  deliveries: 'Webhook deliveries',
  deliveriesLabel: 'The webhook deliveries of the message',
  noDeliveries: 'No webhook was called for this message.',
  event: 'Event',
  webhook: 'Webhook',
  attempts: 'Attempts',
  answer: 'Last answer',
  deliveryStatus: {
    pending: 'Pending',
    delivered: 'Delivered',
    failed: 'Failed',
  },
  noAnswer: '—',
} as const;

/** The Export CSV button of the log: a job on the server writes the file. */
export const MESSAGE_EXPORT_BUTTON_TEXTS = {
  button: 'Export CSV',
  starting: 'Starting the export…',
  progress: 'Exporting: {rows} written',
  done: 'Export ready: {rows}',
  download: 'Download {file}',
  failed: 'The export failed. Try again.',
} as const;

/** "1 message", "2,345 messages". */
export const messagesText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'message' : 'messages'}`;

export const MESSAGE_DIRECTION_FILTER: TFilterChoices = {
  label: SMS_LOGS_PAGE_TEXTS.direction,
  choices: [
    ...MESSAGE_DIRECTIONS.map((d) => ({ value: d, label: MESSAGE_DIRECTION_LABELS[d] })),
    { value: null, label: SMS_LOGS_PAGE_TEXTS.allChoice },
  ],
};

export const MESSAGE_STATUS_FILTER: TFilterChoices = {
  label: SMS_LOGS_PAGE_TEXTS.status,
  choices: [
    ...MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] })),
    { value: null, label: SMS_LOGS_PAGE_TEXTS.allChoice },
  ],
};

export const MESSAGE_ERROR_FILTER: TFilterChoices = {
  label: SMS_LOGS_PAGE_TEXTS.errorCode,
  choices: [
    ...CARRIER_ERROR_CODES.map((c) => ({ value: c, label: c })),
    { value: null, label: SMS_LOGS_PAGE_TEXTS.allChoice },
  ],
};

const LINK_CHOICES = {
  direction: MESSAGE_DIRECTION_FILTER,
  status: MESSAGE_STATUS_FILTER,
  errorCode: MESSAGE_ERROR_FILTER,
} as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters a link to the log carries, those it may: a choice its column offers, a well-formed
 * day; anything else is left out (the log opens unfiltered there, not on an error).
 */
export function smsLogsLinkFilters(params: { get(name: string): string | null }): {
  columns: Record<string, string>;
  since: string | null;
  until: string | null;
} {
  const columns: Record<string, string> = {};
  for (const [id, filter] of Object.entries(LINK_CHOICES)) {
    const value = params.get(id);
    if (value && filter.choices.some((c) => c.value === value)) columns[id] = value;
  }
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
  };
  return { columns, since: day('since'), until: day('until') };
}
