// @page /billing/statements
import { StatementsPage } from '@/features/billing/statements/statements-page';

/** /billing/statements: the route guard has checked manage-payment (BILLING_ACCESS). */
export function Component() {
  return <StatementsPage />;
}
