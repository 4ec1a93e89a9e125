// @page /create-number-set
import { NumberSetEditPage } from '@/features/numbers/components/number-set-edit-page';

/** /create-number-set (and ?numberSetId= to edit one): the route guard has checked the Numbers privilege. */
export function Component() {
  return <NumberSetEditPage />;
}
