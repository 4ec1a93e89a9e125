import { STATS_DASHBOARD_DAYS_BACK, dashboardEndpoint, statsEndpoint } from '@parley/domain';
import { createEndpoint } from '@/lib/create-endpoint';

/** GET /v3/stats (issue 29): the account's messages by day or hour, from the pipeline's rollup. */
export const stats = createEndpoint(statsEndpoint);

const DAY_MS = 86_400_000;

/**
 * Doc 001 §7's stats load: startTimeMs now minus 6 days, endTimeMs now, by day. The window is
 * made at each fetch, so the shell's reload reads a week that ends then.
 */
export const weekStatsQuery = (accountSid: string) =>
  stats.query('get', {
    scope: [accountSid, 'week'],
    query: () => {
      const now = Date.now();
      return {
        startTimeMs: now - STATS_DASHBOARD_DAYS_BACK * DAY_MS,
        endTimeMs: now,
        aggregatePeriod: 'days' as const,
      };
    },
  });

/** GET /v3/dashboard: numbers owned, spend, and what needs attention. */
export const dashboard = createEndpoint(dashboardEndpoint);

export const dashboardQuery = (accountSid: string) => dashboard.query('get', { scope: [accountSid] });
