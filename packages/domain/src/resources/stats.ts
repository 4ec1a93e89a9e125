import { z } from 'zod';
import { STATS_READ } from '../access/stats';
import { ZMoneyText } from '../billing/money';
import { statsWindow } from '../catalog/stats-window';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';

/** The spec's (doc 001 §8) and ours: what a stats request is told when it cannot be answered. */
export const STATS_TEXT = {
  /** doc 001 §8: the error notification when the stats load fails */
  loadFailed: 'Something went wrong loading stats',
  time: 'startTimeMs and endTimeMs are times in milliseconds since 1 January 1970 (UTC).',
  order: 'endTimeMs must be after startTimeMs.',
  period: "aggregatePeriod is 'days' or 'hours'.",
  daysCap: 'A window of days covers at most 90 days. Ask for a shorter range.',
  hoursCap: 'A window of hours covers at most 7 days. Ask for a shorter range, or for days.',
} as const;

/** The widest windows (issue 29): 90 days of days, 7 days of hours. */
export const STATS_WINDOW_CAP_DAYS = { days: 90, hours: 7 } as const;

export const STATS_PERIODS = ['days', 'hours'] as const;
export type TStatsPeriod = (typeof STATS_PERIODS)[number];

const DAY_MS = 86_400_000;
// 8.64e15 ms is JavaScript's last date
/** A time of a report's window, in ms since 1970 (the query string's text, coerced). */
export const ZTimeMs = z.coerce
  .number({ error: STATS_TEXT.time })
  .int(STATS_TEXT.time)
  .min(0, STATS_TEXT.time)
  .max(8.64e15, STATS_TEXT.time);

/**
 * A report window's checks (the stats', the usage's, the senders'): the end after the start, and
 * no wider than `capDays`, else `capText`; each said on its own parameter.
 */
export function checkWindow(
  q: { startTimeMs: number; endTimeMs: number },
  ctx: z.RefinementCtx,
  capDays: number,
  capText: string,
): void {
  if (q.endTimeMs <= q.startTimeMs)
    ctx.addIssue({ code: 'custom', message: STATS_TEXT.order, path: ['endTimeMs'] });
  else if (q.endTimeMs - q.startTimeMs > capDays * DAY_MS)
    ctx.addIssue({ code: 'custom', message: capText, path: ['startTimeMs'] });
}

/**
 * `GET /v3/stats` (doc 001 §7: startTimeMs now minus 6 days, endTimeMs now, aggregatePeriod
 * 'days'). The buckets are whole days or hours of the reader's time zone that the window touches.
 */
export const ZStatsQuery = z
  .strictObject({
    startTimeMs: ZTimeMs,
    endTimeMs: ZTimeMs,
    aggregatePeriod: z.enum(STATS_PERIODS, { error: STATS_TEXT.period }).default('days'),
  })
  .superRefine((q, ctx) =>
    checkWindow(
      q,
      ctx,
      STATS_WINDOW_CAP_DAYS[q.aggregatePeriod],
      q.aggregatePeriod === 'days' ? STATS_TEXT.daysCap : STATS_TEXT.hoursCap,
    ),
  );
export type TStatsQuery = z.input<typeof ZStatsQuery>;

/** One day or hour of the account's messages. */
export const ZStatsBucket = z.object({
  start: text().describe('ISO 8601: when the day or hour began'),
  label: text().describe('the day (YYYY-MM-DD) or hour (YYYY-MM-DDTHH:00) in `timeZone`'),
  timeZone: text().describe("the IANA zone of the buckets: the user's setting, else the account's, else UTC"),
  sent: z.number().int().describe('outbound messages accepted'),
  delivered: z.number().int(),
  undelivered: z.number().int(),
  failed: z.number().int(),
  received: z.number().int(),
  segments: z.number().int().describe('outbound SMS segments, an MMS counting 1'),
  spend: ZMoneyText.describe('what the messages cost, refunds of failed ones deducted'),
  optOuts: z.number().int().describe('recipients who opted out'),
});
export type TStatsBucket = z.infer<typeof ZStatsBucket>;

export const statsEndpoint = defineEndpoint({
  name: 'stats',
  tag: 'stats',
  path: '/v3/stats',
  calls: {
    get: {
      method: 'GET',
      summary: "The account's message stats by day or hour",
      description:
        'Every day (or hour) the window touches, oldest first, zeros included: messages sent, delivered, undelivered, failed and received, segments, spend and opt-outs, each counted where its message was created. Read from rollups the message pipeline keeps in the transaction of each change. At most 90 days of days or 7 days of hours.',
      access: STATS_READ,
      query: ZStatsQuery,
      answer: ZStatsBucket,
      example: () => {
        const { startTimeMs, endTimeMs } = statsWindow();
        return { url: `/v3/stats?startTimeMs=${startTimeMs}&endTimeMs=${endTimeMs}` };
      },
    },
  },
});
