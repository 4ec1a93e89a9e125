import { z } from 'zod';
import { USAGE_ALERT_READ, USAGE_ALERT_WRITE } from '../access/stats';
import {
  USAGE_ALERT_DELETE_TEXTS,
  USAGE_ALERT_MESSAGES as M,
  USAGE_ALERT_NOTICE_TEXTS as N,
  USAGE_ALERT_PERIOD_LABELS,
  USAGE_ALERT_TRIGGER_LABELS,
  USAGE_ALERTS_PAGE_TEXTS,
} from '../texts/usage-alerts-page';
import type { TFilterChoices } from '../texts/data-table';
import { fillText } from '../texts/fill-text';
import { formatCurrency } from '../format/currency';
import { OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';
import { defineResource } from './define';
import { USAGE_CATEGORIES, USAGE_CATEGORY_LABELS } from './usage-report';
import { enumKeys } from '../schemas/enum-keys';

export const USAGE_ALERT_NAME_MAX_LENGTH = 100;
export const USAGE_ALERT_THRESHOLD_MAX = 1_000_000_000;
export const USAGE_ALERT_ID_PREFIX = 'UA';

export const USAGE_ALERT_TRIGGERS = enumKeys(USAGE_ALERT_TRIGGER_LABELS);
export type TUsageAlertTrigger = (typeof USAGE_ALERT_TRIGGERS)[number];
export const USAGE_ALERT_PERIODS = enumKeys(USAGE_ALERT_PERIOD_LABELS);
export type TUsageAlertPeriod = (typeof USAGE_ALERT_PERIODS)[number];

export const ZUsageAlertCategory = z.enum(USAGE_CATEGORIES, { error: M.categoryRequired });
export const ZUsageAlertTrigger = z.enum(USAGE_ALERT_TRIGGERS, { error: M.triggerByRequired });
export const ZUsageAlertPeriod = z.enum(USAGE_ALERT_PERIODS, { error: M.periodRequired });

/** Cents at most: 12.345 is refused, 12.34 and 12.3 are not (checked on the hundredths, not the float). */
const hasCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * What the form sends to create an alert, and to change one (PUT replaces it whole): Twilio's
 * usage trigger (a category, a threshold of quantity or dollars, a daily or monthly period) with a
 * name to list it by and the webhook it may also call.
 */
export const ZUsageAlertInput = z
  .strictObject({
    name: text({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(USAGE_ALERT_NAME_MAX_LENGTH, M.nameTooLong),
    category: ZUsageAlertCategory,
    triggerBy: ZUsageAlertTrigger,
    threshold: z
      .number({ error: M.thresholdNumber })
      .min(0, M.thresholdNegative)
      .max(USAGE_ALERT_THRESHOLD_MAX, M.thresholdTooLarge)
      .describe('segments, messages or fees for quantity; US dollars (cents at most) for amount'),
    period: ZUsageAlertPeriod,
    webhookId: text({ error: M.webhookUnknown })
      .min(1, M.webhookUnknown)
      .max(200, M.webhookUnknown)
      .nullable()
      .describe('one of the account’s webhooks, also sent the usage_alert event; null for none'),
    enabled: z.boolean({ error: OUR_MESSAGES.required }),
  })
  .superRefine((a, ctx) => {
    if (typeof a.threshold !== 'number') return;
    if (a.triggerBy === 'quantity' && !Number.isInteger(a.threshold))
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: M.thresholdWhole });
    if (a.triggerBy === 'amount' && !hasCents(a.threshold))
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: M.thresholdCents });
  });
export type TUsageAlertInput = z.infer<typeof ZUsageAlertInput>;

/** An alert as the API answers it, with when it last fired. */
export const ZUsageAlert = z.object({
  id: text(),
  name: text(),
  category: ZUsageAlertCategory,
  triggerBy: ZUsageAlertTrigger,
  threshold: z.number(),
  period: ZUsageAlertPeriod,
  webhookId: text().nullable(),
  enabled: z.boolean(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
  lastFiredPeriod: text()
    .nullable()
    .describe('the day (YYYY-MM-DD) or month (YYYY-MM), in the account’s zone, it last fired for'),
  /** ISO 8601 */
  lastFiredAt: text().nullable(),
  lastFiredValue: z
    .number()
    .nullable()
    .describe('the quantity, or the dollars, the period had reached when it fired'),
});
export type TUsageAlert = z.infer<typeof ZUsageAlert>;

/** GET /v3/usage-alerts/notices: an alert that fired whose notice nobody has seen. */
export const ZUsageAlertNotice = ZUsageAlert.pick({
  id: true,
  name: true,
  category: true,
  triggerBy: true,
  threshold: true,
  period: true,
}).extend({ lastFiredPeriod: text(), lastFiredAt: text(), lastFiredValue: z.number() });
export type TUsageAlertNotice = z.infer<typeof ZUsageAlertNotice>;

export const usageAlertsResource = defineResource({
  name: 'usage-alerts',
  label: 'usage alert',
  itemName: (alert) => alert.name,
  path: '/v3/usage-alerts',
  idField: 'id',
  idPrefix: USAGE_ALERT_ID_PREFIX,
  item: ZUsageAlert,
  create: ZUsageAlertInput,
  update: ZUsageAlertInput,
  access: { read: USAGE_ALERT_READ, write: USAGE_ALERT_WRITE },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: USAGE_ALERT_DELETE_TEXTS,
  // the page's enable, disable and delete of the selected rows
  bulk: ['update', 'delete'],
  // the threshold's rules depend on what it counts: changed one alert at a time, in the form
  bulkChanges: ['enabled'],
  reads: {
    notices: {
      path: '/notices',
      item: ZUsageAlertNotice,
      summary: 'Alerts that fired, not yet seen',
      description:
        'The account’s alerts that fired whose notice nobody has seen yet (POST /v3/usage-alerts/notices/seen).',
    },
  },
  list: {
    sort: ['name', 'category', 'created', 'updated'],
    limit: { default: 100, max: 500 },
    search: true,
    filters: {
      enabled: z.enum(['true', 'false']).optional(),
      category: ZUsageAlertCategory.optional(),
    },
  },
  examples: {
    create: {
      name: 'SMS over $50 a day',
      category: 'sms_outbound',
      triggerBy: 'amount',
      threshold: 50,
      period: 'daily',
      webhookId: null,
      enabled: true,
    },
    update: {
      name: 'SMS over 10,000 segments a month',
      category: 'sms_outbound',
      triggerBy: 'quantity',
      threshold: 10_000,
      period: 'monthly',
      webhookId: null,
      enabled: true,
    },
    bulkUpdate: { enabled: false },
  },
});

const ZId = text().min(1).max(200);

/** The notices' seen mark, beside the resource (the webhooks' way). */
export const usageAlertNoticesEndpoint = defineEndpoint({
  name: 'usage-alert-notices',
  tag: 'usage-alerts',
  path: '/v3/usage-alerts',
  calls: {
    seen: {
      method: 'POST',
      path: '/v3/usage-alerts/notices/seen',
      summary: 'Mark usage alert notices seen',
      description: 'The account has been told: GET /v3/usage-alerts/notices no longer lists these.',
      access: USAGE_ALERT_READ,
      body: z.strictObject({ ids: z.array(ZId).min(1).max(500) }),
      answer: z.object({ id: text() }),
      example: () => ({ body: { ids: [`${USAGE_ALERT_ID_PREFIX}${'0'.repeat(32)}`] } }),
    },
  },
});

/** Each category by the name the usage report gives it, for the form's choice and the table. */
export const USAGE_ALERT_CATEGORY_LABELS = Object.fromEntries(
  USAGE_CATEGORIES.map((category) => [category, USAGE_CATEGORY_LABELS[category].label]),
) as Record<(typeof USAGE_CATEGORIES)[number], string>;

/** The alerts table's filter by what they watch: the API's values as a person reads them. */
export const USAGE_ALERT_CATEGORY_FILTER: TFilterChoices = {
  label: USAGE_ALERTS_PAGE_TEXTS.category,
  choices: [
    ...USAGE_CATEGORIES.map((value) => ({ value, label: USAGE_ALERT_CATEGORY_LABELS[value] })),
    { value: null, label: USAGE_ALERTS_PAGE_TEXTS.allCategories },
  ],
};

/** A threshold or a reached value as a person reads it: '$50.00', '1,204 segments', '1 segment'. */
export function usageAlertFigure(alert: Pick<TUsageAlert, 'category' | 'triggerBy'>, value: number): string {
  if (alert.triggerBy === 'amount') return formatCurrency(value);
  const unit = USAGE_CATEGORY_LABELS[alert.category].unit;
  return `${value.toLocaleString('en-US')} ${value === 1 ? unit.replace(/s$/, '') : unit}`;
}

/** What the toast and the owners' mail say when an alert fires: one sentence, the same in both. */
export function usageAlertSentence(notice: TUsageAlertNotice): string {
  const label = USAGE_CATEGORY_LABELS[notice.category].label;
  return fillText(N.content, {
    name: notice.name,
    usage: `${usageAlertFigure(notice, notice.lastFiredValue)} of ${label}`,
    period: notice.period === 'daily' ? N.today : N.thisMonth,
    threshold: usageAlertFigure(notice, notice.threshold),
  });
}
