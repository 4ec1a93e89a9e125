import { rule } from './rules';

/**
 * The stats feed the dashboard (doc 000 §2: /dashboard is dashboard-read's) and the usage report
 * (rpt-usage-read): either may read them.
 */
export const STATS_READ = rule.any('dashboard-read', 'rpt-usage-read');

/** /dashboard is dashboard-read's (doc 000 §2): its summary too. */
export const DASHBOARD_READ = rule.all('dashboard-read');
