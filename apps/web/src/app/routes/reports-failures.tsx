// @page /reports/failures
import { FailuresPage } from '@/features/reports/components/failures-page';

/** /reports/failures: the route guard has checked the Reports rule (nav.ts); the API, the log's. */
export function Component() {
  return <FailuresPage />;
}
