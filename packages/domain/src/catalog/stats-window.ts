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
