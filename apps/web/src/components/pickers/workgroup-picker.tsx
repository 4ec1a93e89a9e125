import { useMemo } from 'react';
import { useWorkgroups } from '@/resources/workgroups';
import { PickerDropdown, type TPickerProps } from './picker-dropdown';
import { workgroupOption } from './picker-options';

/** The workgroup picker of doc 001 §2: status true only (mount `WorkgroupsProvider` above it). */
export function WorkgroupPicker(props: TPickerProps) {
  const { data, loading } = useWorkgroups();
  const options = useMemo(() => data.filter((g) => g.status).map(workgroupOption), [data]);
  return <PickerDropdown {...props} options={options} loading={loading} />;
}
