// The webhooks page's texts: ours, the spec words none.
import type { TDeleteTexts } from './delete-texts';

/** Asking before deleting webhooks (the one dialog of issue 25). */
export const WEBHOOK_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete webhook',
  manyTitle: 'Delete webhooks',
  one: 'Delete the webhook {name}? Its URL will receive no more events.',
  many: 'Delete {n} webhooks? Their URLs will receive no more events.',
};

/** The page's own words. */
export const WEBHOOKS_PAGE_TEXTS = {
  title: 'Webhooks',
  intro: 'Send this account’s events to your own systems as they happen.',
  tableLabel: 'Webhooks of the account',
  add: 'Add webhook',
  addTitle: 'Add webhook',
  editTitle: 'Edit webhook',
} as const;

/** Each webhook's deliveries (issue 28): the drawer that lists them, tries one again, sends a test. */
export const WEBHOOK_DELIVERIES_TEXTS = {
  open: 'Deliveries',
  openLabel: 'Deliveries of {name}',
  column: 'Deliveries',
  title: 'Deliveries of {name}',
  intro:
    'Each event sent to {url}, newest first. A delivery that fails is tried again for 24 hours, sooner at first, then hourly.',
  tableLabel: 'Recent deliveries',
  empty: 'Nothing sent yet. Send a test event to see what your receiver gets.',
  event: 'Event',
  status: 'Status',
  statusCode: 'Code',
  latency: 'Latency',
  time: 'Time',
  answer: 'Answer',
  attempts: '{n} attempts',
  oneAttempt: '1 attempt',
  noAnswer: 'No answer',
  nextTry: 'Next try {time}',
  test: 'test',
  retry: 'Retry',
  retryLabel: 'Retry the {event} delivery of {time}',
  retried: 'Trying the delivery again.',
  sendTest: 'Send test event',
  testSent: 'Test event sent. Its delivery is below.',
  more: 'Show older deliveries',
  loadFailed: 'The deliveries could not be loaded.',
  turnedOff: 'Turned off by Parley',
  turnedOffTitle: 'This webhook was turned off',
  failing: 'Failing since {time}',
  statuses: { pending: 'Trying', delivered: 'Delivered', failed: 'Failed' },
} as const;

/** The signing secret: shown once, when the webhook is made or its secret rotated. */
export const WEBHOOK_SECRET_TEXTS = {
  title: 'Signing secret of {name}',
  intro:
    'Parley signs every delivery with this secret (the X-Parley-Signature header). Keep it in your receiver to check that events come from Parley.',
  once: 'Copy it now: it will not be shown again. If you lose it, rotate the secret to get a new one.',
  label: 'Signing secret',
  copy: 'Copy the secret',
  done: 'I have copied it',
  rotate: 'Rotate secret',
  rotateTitle: 'Rotate the signing secret?',
  rotateText:
    'A new secret replaces the old one at once: deliveries from now on are signed with it, and your receiver must use the new one to check them.',
  rotateConfirm: 'Rotate secret',
  cancel: 'Cancel',
} as const;

/** The notice of a webhook Parley turned off after 24 hours of failed deliveries (a toast at the next visit). */
export const WEBHOOK_NOTICE_TEXTS = {
  header: 'Webhook turned off',
  content:
    '{name} was turned off: every delivery to {url} failed for 24 hours. Fix the receiver, then turn it on again on the Webhooks page.',
} as const;
