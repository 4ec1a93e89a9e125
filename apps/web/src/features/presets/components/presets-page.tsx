import { PRESETS_PAGE_TEXTS } from '@parley/domain';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { presets } from '@/resources/presets';
import { presetColumns } from './preset-columns';
import { PresetForm } from './preset-form';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const PRESET_COLUMNS_COOKIE = 'parley_presets_columns';

/**
 * /presets: the account's transfer presets on the resource page, searched, filtered by status, added
 * and changed in a dialog, the selected ones enabled, disabled or deleted, exported as CSV.
 */
export function PresetsPage() {
  return (
    <ResourcePage
      resource={presets}
      texts={PRESETS_PAGE_TEXTS}
      columns={presetColumns}
      form={(props) => <PresetForm {...props} />}
      switchField="enabled"
      exportName="presets"
      visibilityCookie={PRESET_COLUMNS_COOKIE}
      initialSort={{ id: 'name' }}
    />
  );
}
