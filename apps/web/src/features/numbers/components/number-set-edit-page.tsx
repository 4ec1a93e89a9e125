import { Alert, Anchor, Loader } from '@mantine/core';
import { NUMBER_SETS_PAGE_TEXTS as T } from '@parley/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { numberSets } from '@/resources/number-sets';
import { NumberSetForm } from './number-set-form';
import { SimulatedNetworkBadge } from './simulated-network-badge';

const LIST = { label: T.title, to: '/number-sets' };

/**
 * /create-number-set: a new number set, or with `?numberSetId=` an existing one (doc 000 §2 names
 * one page for the form; the list links its sets here). Saved, it goes back to the list.
 */
export function NumberSetEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSaved = () => void navigate('/number-sets');
  const numberSetId = params.get('numberSetId');
  if (!numberSetId)
    return (
      <PageContainer
        title={T.createTitle}
        width={12}
        breadcrumbs={[LIST, { label: T.createTitle }]}
        actions={<SimulatedNetworkBadge />}
      >
        <ContentSegment>
          <NumberSetForm onSaved={onSaved} />
        </ContentSegment>
      </PageContainer>
    );
  return <ExistingSet numberSetId={numberSetId} onSaved={onSaved} />;
}

function ExistingSet({ numberSetId, onSaved }: { numberSetId: string; onSaved: () => void }) {
  const one = numberSets.useOne(numberSetId);
  return (
    <PageContainer
      title={T.editTitle}
      width={12}
      breadcrumbs={[LIST, { label: one.data?.name ?? T.editTitle }]}
      actions={<SimulatedNetworkBadge />}
    >
      {one.isPending ? (
        <Loader size="sm" role="status" aria-label={T.editTitle} />
      ) : one.isError ? (
        <Alert color="red" role="alert">
          {T.notFound}{' '}
          <Anchor component={Link} to="/number-sets">
            {T.backToList}
          </Anchor>
        </Alert>
      ) : (
        <ContentSegment>
          <NumberSetForm key={one.data.numberSetId} item={one.data} onSaved={onSaved} />
        </ContentSegment>
      )}
    </PageContainer>
  );
}
