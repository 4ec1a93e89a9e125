// @page /billing
import { BillingPage } from '@/features/billing/components/billing-page';

/** /billing: the route guard has checked manage-payment (BILLING_ACCESS), as for /billing/history. */
export function Component() {
  return <BillingPage />;
}
