// @page /dispositions
import { DispositionsPage } from '@/features/dispositions/components/dispositions-page';

/** /dispositions: the route guard has checked the Workflow privilege of the link (doc 000 §2). */
export function Component() {
  return <DispositionsPage />;
}
