// @page /templates/new
// @page /templates/:templateId
import { useParams } from 'react-router';
import { TemplateEditPage } from '@/features/templates/components/template-edit-page';

/** /templates/new and /templates/:templateId (the Workflow privilege of the list, doc 000 §2). */
export function Component() {
  const { templateId } = useParams();
  return <TemplateEditPage key={templateId ?? 'new'} {...(templateId ? { templateId } : {})} />;
}
