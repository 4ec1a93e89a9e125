/** Doc 001 §7, §9: the stats window is 7 days, from 6 days back to now, by day. */
export const STATS_DAYS_BACK = 6;
export const STATS_AGGREGATE_PERIOD = 'days';

const DAY_MS = 86_400_000;

/** The stats call's payload for a moment: startTimeMs now minus 6 days, endTimeMs now, 'days'. */
export function statsWindow(now: number = Date.now()) {
  return {
    startTimeMs: now - STATS_DAYS_BACK * DAY_MS,
    endTimeMs: now,
    aggregatePeriod: STATS_AGGREGATE_PERIOD,
  } as const;
}

/** The reports' ranges (issue 29): the last 7, 30 or 90 days, today included. */
export const REPORT_RANGE_DAYS = [7, 30, 90] as const;
export type TReportRangeDays = (typeof REPORT_RANGE_DAYS)[number];

/** A report's window: the last `days` days by day, today included (7 is the stats window). */
export function reportWindow(days: TReportRangeDays, now: number = Date.now()) {
  return {
    startTimeMs: now - (days - 1) * DAY_MS,
    endTimeMs: now,
    aggregatePeriod: STATS_AGGREGATE_PERIOD,
  } as const;
}

/**
 * The last 12 months by month, this one included: from the middle of the month 11 months back (a
 * day that lies in that month in every zone), so the months touched are twelve wherever the reader is.
 */
export function yearWindow(now: number = Date.now()) {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 11, 15);
  return { startTimeMs: start.getTime(), endTimeMs: now, aggregatePeriod: 'months' } as const;
}
