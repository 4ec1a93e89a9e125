import { rule } from './rules';

/**
 * The stats feed the dashboard (doc 000 §2: /dashboard is dashboard-read's) and the usage report
 * (rpt-usage-read): either may read them.
 */
export const STATS_READ = rule.any('dashboard-read', 'rpt-usage-read');

/** /dashboard is dashboard-read's (doc 000 §2): its summary too. */
export const DASHBOARD_READ = rule.all('dashboard-read');

/** Reports → Failures (issue 29): whoever reads the message log may read why its messages failed. */
export { MESSAGE_READ as FAILURES_READ } from './messages';

/** Reports → /usage (issue 29): rpt-usage-read's. */
export const USAGE_READ = rule.all('rpt-usage-read');

/** Reports → /usage/alerts (issue 29): whoever reads the usage reads its alerts. */
export const USAGE_ALERT_READ = USAGE_READ;

/** Setting alerts up is an account setting: the usage's readers who may change the account. */
export const USAGE_ALERT_WRITE = rule.all('rpt-usage-read', 'gumby-acct-update');
