// @page /purchase-numbers
import { PurchasePage } from '@/features/numbers/components/purchase-page';

/** /purchase-numbers: the route guard has checked the Numbers privilege of the link (doc 000 §2). */
export function Component() {
  return <PurchasePage />;
}
