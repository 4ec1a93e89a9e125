// @page /dashboard
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

/** /dashboard: the route guard has checked dashboard-read (nav.ts), as the server does. */
export function Component() {
  return <DashboardPage />;
}
