/** Reports → /reports/failures (issue 29): ours. */
export const FAILURES_PAGE_TEXTS = {
  title: 'Failures',
  intro:
    'Outbound messages that failed (refunded) or were not delivered (charged), by the carrier’s error code: what each means and what you can do.',
  range: 'Range',
  rangeOption: 'Last {days} days',
  summary: '{count} failed or undelivered in the last {days} days.',
  tableLabel: 'Failures by error code',
  errorCode: 'Code',
  meaning: 'Meaning and what to do',
  failed: 'Failed',
  undelivered: 'Undelivered',
  total: 'Total',
  share: 'Share',
  trend: 'Trend',
  /** the sparkline's name: its figures, oldest first */
  trendLabel: 'By day, oldest first: {counts}',
  messages: 'Messages',
  viewMessages: 'View messages',
  /** the link's full name, for screen readers */
  viewMessagesLabel: 'View the messages with error {code}',
  none: 'No message failed or went undelivered in this range.',
  loading: 'Loading failures…',
  loadFailed: 'The failures could not be loaded.',
} as const;
