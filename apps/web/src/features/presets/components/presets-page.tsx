import { PRESETS_PAGE_TEXTS } from '@parley/domain';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { presets } from '@/resources/presets';
import { UsersProvider } from '@/resources/users';
import { usePresetColumns } from './preset-columns';
import { PresetForm } from './preset-form';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const PRESET_COLUMNS_COOKIE = 'parley_presets_columns';

function Presets() {
  const columns = usePresetColumns();
  return (
    <ResourcePage
      resource={presets}
      texts={PRESETS_PAGE_TEXTS}
      columns={columns}
      form={(props) => <PresetForm {...props} />}
      switchField="enabled"
      exportName="transfer-presets"
      visibilityCookie={PRESET_COLUMNS_COOKIE}
      initialSort={{ id: 'name' }}
    />
  );
}

/**
 * Settings → /presets: the account's transfer presets on the resource page, searched (names,
 * numbers, addresses), filtered by kind and status, added and changed in a dialog, the selected
 * ones enabled, disabled or deleted, exported as CSV. The users are loaded once, for the user
 * picker and for naming a user destination in the table.
 */
export function PresetsPage() {
  return (
    <UsersProvider>
      <Presets />
    </UsersProvider>
  );
}
