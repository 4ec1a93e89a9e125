import { z } from 'zod';
import { FAILURES_READ } from '../access/stats';
import { statsWindow } from '../catalog/stats-window';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';
import { ZTimeMs, checkWindow } from './stats';

export const COMMUNICATION_GROUPS = ['number', 'numberSet'] as const;
export type TCommunicationGroup = (typeof COMMUNICATION_GROUPS)[number];

/** Ours: the report's refusals beside the stats' (the same times, the same order). */
export const COMMUNICATION_TEXT = {
  groupBy: "groupBy is 'number' or 'numberSet'.",
  cap: 'A window covers at most 90 days. Ask for a shorter range.',
  /** the row of the messages sent from a number directly, not through a set */
  noSet: 'Sent from a number, not a set',
} as const;

/** The id of that row. */
export const NO_SET_ID = 'none';

export const ZCommunicationQuery = z
  .strictObject({
    startTimeMs: ZTimeMs,
    endTimeMs: ZTimeMs,
    groupBy: z.enum(COMMUNICATION_GROUPS, { error: COMMUNICATION_TEXT.groupBy }).default('number'),
  })
  .superRefine((q, ctx) => checkWindow(q, ctx, 90, COMMUNICATION_TEXT.cap));

/** One sender (a number, or a number set) over the window. */
export const ZCommunicationRow = z.object({
  id: text().describe(
    'the phone number (E.164), or the number set’s id; "none" for messages sent from no set',
  ),
  name: text().describe('the number’s friendly name, or the set’s name'),
  sent: z.number().int().describe('outbound messages accepted'),
  delivered: z.number().int(),
  undelivered: z.number().int(),
  failed: z.number().int(),
  segments: z.number().int(),
  deliveryRate: z
    .number()
    .nullable()
    .describe(
      'percent of the messages with an outcome that were delivered, one decimal; null when none has one yet',
    ),
});
export type TCommunicationRow = z.infer<typeof ZCommunicationRow>;

export const communicationReportEndpoint = defineEndpoint({
  name: 'communication-report',
  tag: 'stats',
  path: '/v3/reports/communication-statistics',
  calls: {
    get: {
      method: 'GET',
      summary: 'Volume and delivery rate per sender number or number set',
      description:
        "The window's outbound messages (created in it) by the number they were sent from, or by the number set they were sent through: sent, delivered, undelivered, failed, segments and the delivery rate. Most sent first. At most 90 days.",
      access: FAILURES_READ,
      query: ZCommunicationQuery,
      answer: ZCommunicationRow,
      example: () => {
        const { startTimeMs, endTimeMs } = statsWindow();
        return {
          url: `/v3/reports/communication-statistics?startTimeMs=${startTimeMs}&endTimeMs=${endTimeMs}`,
        };
      },
    },
  },
});
