// @page /number-sets
import { NumberSetsPage } from '@/features/numbers/components/number-sets-page';

/** /number-sets: the route guard has checked the Numbers privilege of the link (doc 000 §2). */
export function Component() {
  return <NumberSetsPage />;
}
