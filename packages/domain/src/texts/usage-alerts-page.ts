// Reports → /usage/alerts (issue 29: Twilio's usage triggers): ours, the spec has no such page.
import type { TDeleteTexts } from './delete-texts';

/** What an alert's form and the server say about bad input: the same words in both. */
export const USAGE_ALERT_MESSAGES = {
  nameRequired: 'Please enter a name for the alert.',
  nameTooLong: 'An alert name may be at most 100 characters.',
  nameTaken: 'An alert with this name already exists.',
  categoryRequired: 'Choose what the alert watches.',
  triggerByRequired: 'Choose whether the alert counts the quantity or the amount.',
  thresholdNumber: 'The threshold must be a number.',
  thresholdNegative: 'The threshold cannot be negative.',
  thresholdTooLarge: 'The threshold may be at most 1,000,000,000.',
  thresholdWhole: 'A quantity threshold is a whole number.',
  thresholdCents: 'An amount threshold has at most two decimals (cents).',
  periodRequired: 'Choose whether the alert watches each day or each month.',
  webhookUnknown: 'No webhook of this account has this id.',
} as const;

/** What an alert counts: a person's words for the API's values. */
export const USAGE_ALERT_TRIGGER_LABELS = { quantity: 'Quantity', amount: 'Amount (USD)' } as const;
export const USAGE_ALERT_PERIOD_LABELS = { daily: 'Each day', monthly: 'Each month' } as const;

/** The page's own words. */
export const USAGE_ALERTS_PAGE_TEXTS = {
  title: 'Usage alerts',
  intro:
    'Be told when a day’s or a month’s usage crosses a threshold: once per day or month, by a notice here, a mail to the account’s owners and, if you choose one, a webhook. Days and months are in the account’s time zone; usage is checked every 5 minutes.',
  tableLabel: 'Usage alerts of the account',
  add: 'Add alert',
  addTitle: 'Add usage alert',
  editTitle: 'Edit usage alert',
  save: 'Save alert',
  name: 'Name',
  category: 'Usage',
  allCategories: 'All',
  triggerBy: 'Counts',
  threshold: 'Threshold',
  thresholdHintQuantity: 'Alert when the period’s quantity reaches this many.',
  thresholdHintAmount: 'Alert when the period’s charges reach this many dollars.',
  period: 'Period',
  webhook: 'Webhook',
  webhookHint: 'Also sends the usage_alert event to this webhook (optional).',
  noWebhook: 'No webhook',
  enabledHint: 'A disabled alert is kept but never fires.',
  lastFired: 'Last alerted',
  never: 'Not yet',
  /** the link between the report and its alerts */
  toAlerts: 'Usage alerts',
  toReport: 'Usage report',
} as const;

/** The toast at the next visit and the owners' mail when an alert fires. */
export const USAGE_ALERT_NOTICE_TEXTS = {
  header: 'Usage alert',
  /** {name}: the alert's; {usage}: what crossed ('1,204 segments of SMS sent', '$51.20 of SMS sent') */
  content: '{name}: {usage} {period}, reaching its threshold of {threshold}.',
  today: 'today',
  thisMonth: 'this month',
  mailSubject: 'Parley usage alert: {name}',
  /** after the content in the mail */
  mailFooter:
    'It will not alert again until the next {next}. See the usage report and the alerts in Parley under Reports → Usage.',
  nextDay: 'day',
  nextMonth: 'month',
} as const;

/** Asking before deleting alerts. */
export const USAGE_ALERT_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete usage alert',
  manyTitle: 'Delete usage alerts',
  one: 'Delete the usage alert {name}? It will no longer tell anyone about usage.',
  many: 'Delete {n} usage alerts? They will no longer tell anyone about usage.',
};
