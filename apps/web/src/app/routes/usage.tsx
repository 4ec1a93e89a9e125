// @page /usage
import { UsagePage } from '@/features/reports/components/usage-page';

/** /usage: the route guard has checked rpt-usage-read (nav.ts), as the API does. */
export function Component() {
  return <UsagePage />;
}
