import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An account's messages counted per quarter hour (UTC) of their creation (issue 29), kept by the
 * message pipeline in the transaction of each change (modules/messages/stats-rollup-repository.ts),
 * so the dashboard reads at most 96 rows a day whatever the traffic. Quarter hours because every
 * time zone's offset is a whole number of them: a day or an hour in any zone is an exact sum.
 * Outcomes count where their message was created (the delivery rate of a day's messages), refunds
 * too: `spend` is what that quarter hour's messages cost once failed ones were refunded.
 */
export const messageStats = pgTable(
  'message_stats',
  {
    accountSid: text('account_sid').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** outbound messages accepted (the network's keyword answers among them, free) */
    sent: integer('sent').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    undelivered: integer('undelivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    received: integer('received').notNull().default(0),
    /** outbound SMS segments, an MMS counting 1 */
    segments: integer('segments').notNull().default(0),
    /** ten-thousandths of a dollar, net of refunds */
    spend: bigint('spend', { mode: 'number' }).notNull().default(0),
    /** recipients who opted out (STOP and its synonyms) */
    optOuts: integer('opt_outs').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountSid, t.bucket] })],
);
