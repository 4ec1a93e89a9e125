import {
  PRESET_DESTINATION_LABELS,
  PRESET_KIND_FILTER,
  PRESETS_PAGE_TEXTS as T,
  type TPreset,
} from '@parley/domain';
import { useCallback, useMemo } from 'react';
import type { TDataTableColumn } from '@/components/data-table';
import { userOption } from '@/components/pickers/picker-options';
import { nameColumn, statusColumn } from '@/components/resource-page/common-columns';
import { useUsers } from '@/resources/users';

/** A user destination by the name the user picker shows; a number or address as it is. */
function useDestinationText(): (preset: TPreset) => string {
  const { data } = useUsers();
  const names = useMemo(() => new Map(data.map((u) => [u.clientId, userOption(u).text])), [data]);
  return useCallback(
    (preset) =>
      preset.destination.type === 'user'
        ? (names.get(preset.destination.value) ?? T.deletedUser)
        : preset.destination.value,
    [names],
  );
}

/**
 * The transfer presets table's columns: the name (opens the form for those who may change them),
 * the kind of destination with its filter, the destination, the status.
 */
export function usePresetColumns(): (
  onEdit: ((item: TPreset) => void) | null,
) => TDataTableColumn<TPreset>[] {
  const destination = useDestinationText();
  // the same function while the users are the same: the table rebuilds its columns when it changes
  return useCallback(
    (onEdit) => [
      nameColumn(onEdit),
      {
        id: 'type',
        header: T.kind,
        sortable: false,
        filter: PRESET_KIND_FILTER,
        value: (p) => PRESET_DESTINATION_LABELS[p.destination.type],
      },
      { id: 'destination', header: T.destination, sortable: false, value: destination },
      statusColumn(),
    ],
    [destination],
  );
}
