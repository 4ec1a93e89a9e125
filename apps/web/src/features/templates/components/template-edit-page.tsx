import { Alert, Anchor, Loader } from '@mantine/core';
import { TEMPLATE_PAGES_TEXTS as T, TEMPLATE_WRITE, can } from '@parley/domain';
import { Link, useNavigate } from 'react-router';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { SendTestAction } from '@/components/send-message/send-test-action';
import { useSignedInSession } from '@/lib/session';
import { templates } from '@/resources/templates';
import { TemplateForm } from './template-form';
import { TemplateView } from './template-view';

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
  const editable = can(useSignedInSession(), TEMPLATE_WRITE);
  const title = one.data?.templateTitle ?? T.editTitle;
  return (
    <PageContainer
      title={editable ? T.editTitle : T.viewTitle}
      width={16}
      breadcrumbs={[LIST, { label: title }]}
      // the saved template is what is sent, as the list's action sends it
      actions={one.data ? <SendTestAction template={one.data} variant="button" /> : null}
    >
      {one.isPending ? (
        <Loader size="sm" role="status" aria-label={T.loading} />
      ) : one.isError ? (
        <Alert color="red" role="alert">
          {T.notFound}{' '}
          <Anchor component={Link} to="/templates">
            {T.back}
          </Anchor>
        </Alert>
      ) : (
        <ContentSegment>
          {editable ? (
            <TemplateForm key={one.data.templateId} template={one.data} onSaved={onSaved} />
          ) : (
            <TemplateView template={one.data} />
          )}
        </ContentSegment>
      )}
    </PageContainer>
  );
}
