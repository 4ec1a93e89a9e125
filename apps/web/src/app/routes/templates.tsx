// @page /templates
import { TemplatesPage } from '@/features/templates/components/templates-page';

/** /templates: the route guard has checked the Workflow privilege of the link (doc 000 §2). */
export function Component() {
  return <TemplatesPage />;
}
