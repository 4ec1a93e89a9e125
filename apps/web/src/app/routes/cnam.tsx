// @page /cnam
import { CallerNamesPage } from '@/features/numbers/components/caller-names-page';

/** /cnam: the route guard has checked the Settings privilege of the link (doc 000 §2). */
export function Component() {
  return <CallerNamesPage />;
}
