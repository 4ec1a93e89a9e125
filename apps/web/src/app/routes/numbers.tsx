// @page /numbers
import { NumbersPage } from '@/features/numbers/components/numbers-page';

/** /numbers: the route guard has checked the Numbers privilege of the link (doc 000 §2). */
export function Component() {
  return <NumbersPage />;
}
