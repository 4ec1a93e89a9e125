import type { TPreset } from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { nameColumn, statusColumn } from '@/components/resource-page/common-columns';

/** The transfer presets table's columns: the name (opens the form for those who may change them), the description, the status. */
export function presetColumns(onEdit: ((item: TPreset) => void) | null): TDataTableColumn<TPreset>[] {
  return [nameColumn(onEdit), { id: 'description', header: 'Description', sortable: false }, statusColumn()];
}
