// @page /reports/communication-statistics
import { CommunicationPage } from '@/features/reports/components/communication-page';

/** /reports/communication-statistics: the route guard has checked the Reports rule (nav.ts). */
export function Component() {
  return <CommunicationPage />;
}
