import { z } from 'zod';
import { USAGE_READ } from '../access/stats';
import { ZMoneyText } from '../billing/money';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';
import { ZTimeMs, checkWindow } from './stats';

/** Issue 29's usage categories, in the report's order. */
export const USAGE_CATEGORIES = ['sms_outbound', 'sms_inbound', 'mms', 'numbers', 'features'] as const;
export type TUsageCategory = (typeof USAGE_CATEGORIES)[number];

export const USAGE_CATEGORY_LABELS: Record<TUsageCategory, { label: string; unit: string }> = {
  sms_outbound: { label: 'SMS sent', unit: 'segments' },
  sms_inbound: { label: 'SMS received', unit: 'messages' },
  mms: { label: 'MMS sent', unit: 'messages' },
  numbers: { label: 'Phone numbers', unit: 'monthly fees' },
  features: { label: 'Features', unit: 'monthly fees' },
};

export const USAGE_PERIODS = ['days', 'months'] as const;
export type TUsagePeriod = (typeof USAGE_PERIODS)[number];

/** Ours: the usage window's refusals beside the stats' (the same times, the same order). */
export const USAGE_TEXT = {
  period: "aggregatePeriod is 'days' or 'months'.",
  daysCap: 'A window of days covers at most 90 days. Ask for a shorter range, or for months.',
  monthsCap: 'A window of months covers at most 12 months. Ask for a shorter range.',
  category: `category is one of ${USAGE_CATEGORIES.join(', ')}.`,
} as const;

const DAY_MS = 86_400_000;
const CAP_DAYS: Record<TUsagePeriod, number> = { days: 90, months: 366 };

/** `GET /v3/usage`: a window by day (90 days at most) or by month (12 months), and a category or all. */
export const ZUsageQuery = z
  .strictObject({
    startTimeMs: ZTimeMs,
    endTimeMs: ZTimeMs,
    aggregatePeriod: z.enum(USAGE_PERIODS, { error: USAGE_TEXT.period }).default('days'),
    category: z.enum(USAGE_CATEGORIES, { error: USAGE_TEXT.category }).optional(),
  })
  .superRefine((q, ctx) =>
    checkWindow(
      q,
      ctx,
      CAP_DAYS[q.aggregatePeriod],
      q.aggregatePeriod === 'days' ? USAGE_TEXT.daysCap : USAGE_TEXT.monthsCap,
    ),
  );
export type TUsageQuery = z.input<typeof ZUsageQuery>;

/** One category in one day or month: how much, and what it cost. */
export const ZUsageRow = z.object({
  period: text().describe('the day (YYYY-MM-DD) or month (YYYY-MM) in `timeZone`'),
  timeZone: text(),
  category: z.enum(USAGE_CATEGORIES),
  quantity: z
    .number()
    .int()
    .describe(
      'segments for SMS sent, messages for SMS received and MMS, fees charged for numbers and features; refunds deducted',
    ),
  amount: ZMoneyText.describe("the period's charges for the category, refunds deducted: the ledger's"),
});
export type TUsageRow = z.infer<typeof ZUsageRow>;

export const usageEndpoint = defineEndpoint({
  name: 'usage',
  tag: 'stats',
  path: '/v3/usage',
  calls: {
    get: {
      method: 'GET',
      summary: "The account's usage by category and day or month",
      description:
        "Every day (or month) the window touches, in the reader's zone, oldest first, one row per category: SMS sent (segments), SMS received, MMS, phone numbers and features (their monthly fees). The amounts are the ledger's charges, refunds of failed messages deducted, dated when charged; their sum over a window is the ledger's message, number and feature charges in it. Received messages are free. At most 90 days of days or 12 months of months.",
      access: USAGE_READ,
      query: ZUsageQuery,
      answer: ZUsageRow,
      example: () => {
        const now = Date.now();
        return { url: `/v3/usage?startTimeMs=${now - 29 * DAY_MS}&endTimeMs=${now}` };
      },
    },
  },
});
