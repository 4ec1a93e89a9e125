import { BREAKS_PAGE_TEXTS } from '@parley/domain';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { breaks } from '@/resources/breaks';
import { breakColumns } from './break-columns';
import { BreakForm } from './break-form';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const BREAK_COLUMNS_COOKIE = 'parley_breaks_columns';

/**
 * Settings → /breaks: the account's break types on the resource page, searched, filtered by status,
 * added and changed in a dialog, the selected ones enabled, disabled or deleted, exported as CSV.
 */
export function BreaksPage() {
  return (
    <ResourcePage
      resource={breaks}
      texts={BREAKS_PAGE_TEXTS}
      columns={breakColumns}
      form={(props) => <BreakForm {...props} />}
      switchField="enabled"
      exportName="break-types"
      visibilityCookie={BREAK_COLUMNS_COOKIE}
      initialSort={{ id: 'name' }}
    />
  );
}
