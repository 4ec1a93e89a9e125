import { Alert, Anchor, Loader } from '@mantine/core';
import { TEMPLATE_PAGES_TEXTS as T } from '@parley/domain';
import { Link, useNavigate } from 'react-router';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { templates } from '@/resources/templates';
import { TemplateForm } from './template-form';

const LIST = { label: T.listTitle, to: '/templates' };

/**
 * /templates/new and /templates/:templateId: a template's title and message in the composer.
 * Saved, it goes back to the list, where its encoding and segments show as the server measured
 * them (docs/decisions.md).
 */
export function TemplateEditPage({ templateId }: { templateId?: string }) {
  const navigate = useNavigate();
  const onSaved = () => void navigate('/templates');
  if (!templateId)
    return (
      <PageContainer title={T.newTitle} width={16} breadcrumbs={[LIST, { label: T.newTemplate }]}>
        <ContentSegment>
          <TemplateForm onSaved={onSaved} />
        </ContentSegment>
      </PageContainer>
    );
  return <ExistingTemplate templateId={templateId} onSaved={onSaved} />;
}

function ExistingTemplate({ templateId, onSaved }: { templateId: string; onSaved: () => void }) {
  const one = templates.useOne(templateId);
  const title = one.data?.templateTitle ?? T.editTitle;
  return (
    <PageContainer title={T.editTitle} width={16} breadcrumbs={[LIST, { label: title }]}>
      {one.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading the template" />
      ) : one.isError ? (
        <Alert color="red" role="alert">
          {T.notFound}{' '}
          <Anchor component={Link} to="/templates">
            {T.back}
          </Anchor>
        </Alert>
      ) : (
        <ContentSegment>
          <TemplateForm key={one.data.templateId} template={one.data} onSaved={onSaved} />
        </ContentSegment>
      )}
    </PageContainer>
  );
}
