// @page /usage/alerts
import { UsageAlertsPage } from '@/features/reports/components/usage-alerts-page';

/** /usage/alerts: the route guard has checked rpt-usage-read (nav.ts), as the API does. */
export function Component() {
  return <UsageAlertsPage />;
}
