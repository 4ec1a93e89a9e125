import { DISPOSITIONS_PAGE_TEXTS } from '@parley/domain';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { dispositions } from '@/resources/dispositions';
import { dispositionColumns } from './disposition-columns';
import { DispositionForm } from './disposition-form';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const DISPOSITION_COLUMNS_COOKIE = 'parley_dispositions_columns';

/**
 * Workflow → /dispositions: the account's dispositions on the resource page, searched, filtered by
 * outcome and status, added and changed in a dialog, the selected ones enabled, disabled or
 * deleted, exported as CSV.
 */
export function DispositionsPage() {
  return (
    <ResourcePage
      resource={dispositions}
      texts={DISPOSITIONS_PAGE_TEXTS}
      columns={dispositionColumns}
      form={(props) => <DispositionForm {...props} />}
      switchField="enabled"
      exportName="dispositions"
      visibilityCookie={DISPOSITION_COLUMNS_COOKIE}
      initialSort={{ id: 'name' }}
    />
  );
}
