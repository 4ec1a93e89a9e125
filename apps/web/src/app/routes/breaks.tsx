// @page /breaks
import { BreaksPage } from '@/features/breaks/components/breaks-page';

/** /breaks: the route guard has checked the Settings privilege of the link (doc 000 §2). */
export function Component() {
  return <BreaksPage />;
}
