import { z } from 'zod';
import { FAILURES_READ } from '../access/stats';
import { statsWindow } from '../catalog/stats-window';
import { CARRIER_ERROR_CODES } from '../messaging/carrier-errors';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';
import { ZStatsQuery } from './stats';

/** One day (or hour) of a code's trend. */
export const ZFailuresPoint = z.object({
  label: text().describe('the day (YYYY-MM-DD) or hour (YYYY-MM-DDTHH:00) in the reader’s zone'),
  count: z.number().int(),
});

/** One carrier error code over the window: how often, what it means, what to do. */
export const ZFailuresRow = z.object({
  errorCode: z.enum(CARRIER_ERROR_CODES),
  meaning: text(),
  remedy: text().describe('what the sender can do about it'),
  failed: z.number().int().describe('messages that failed with the code (refunded)'),
  undelivered: z.number().int().describe('messages the carrier accepted but did not deliver (charged)'),
  total: z.number().int(),
  share: z.number().describe('percent of the window’s failed and undelivered messages, one decimal'),
  timeZone: text(),
  trend: z.array(ZFailuresPoint).describe('every day or hour of the window, zeros included, oldest first'),
});
export type TFailuresRow = z.infer<typeof ZFailuresRow>;

export const failuresReportEndpoint = defineEndpoint({
  name: 'failures-report',
  tag: 'stats',
  path: '/v3/reports/failures',
  calls: {
    get: {
      method: 'GET',
      summary: 'Failed and undelivered messages by carrier error code',
      description:
        "The window's outbound messages that failed or went undelivered, grouped by the carrier's error code, most frequent first, each with its meaning, what to do, and its trend by day (or hour) in the reader's zone. Counted where the message was created, as GET /v3/stats; the window and its caps are the stats' (90 days of days, 7 days of hours).",
      access: FAILURES_READ,
      query: ZStatsQuery,
      answer: ZFailuresRow,
      example: () => {
        const { startTimeMs, endTimeMs } = statsWindow();
        return { url: `/v3/reports/failures?startTimeMs=${startTimeMs}&endTimeMs=${endTimeMs}` };
      },
    },
  },
});
