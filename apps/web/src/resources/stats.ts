import { STATS_TEXT, dashboardEndpoint, statsEndpoint, statsWindow } from '@parley/domain';
import { createEndpoint } from '@/lib/create-endpoint';

/** GET /v3/stats (issue 29): the account's messages by day or hour, from the pipeline's rollup. */
export const stats = createEndpoint(statsEndpoint);

/**
 * Doc 001 §7's stats load: startTimeMs now minus 6 days, endTimeMs now, by day. The window is
 * made at each fetch, so the shell's reload reads a week that ends then. A failed load is doc 001
 * §8's error notification.
 */
export const weekStatsQuery = (accountSid: string) =>
  stats.query('get', {
    scope: [accountSid, 'week'],
    query: () => statsWindow(),
    meta: { errorToast: STATS_TEXT.loadFailed },
  });

/** GET /v3/dashboard: numbers owned, spend, and what needs attention. */
export const dashboard = createEndpoint(dashboardEndpoint);

export const dashboardQuery = (accountSid: string) => dashboard.query('get', { scope: [accountSid] });
