// @page /billing/history
import { BillingHistoryPage } from '@/features/billing/components/billing-history-page';

/** /billing/history: the route guard has checked manage-payment, the link's rule (doc 000 §2). */
export function Component() {
  return <BillingHistoryPage />;
}
