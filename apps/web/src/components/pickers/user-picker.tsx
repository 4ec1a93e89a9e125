import { useMemo } from 'react';
import { useUsers } from '@/resources/users';
import { PickerDropdown, type TPickerProps } from './picker-dropdown';
import { userOption } from './picker-options';

/** The user picker of doc 001 §2 on the users provider (mount `UsersProvider` above it). */
export function UserPicker(props: TPickerProps) {
  const { data, loading } = useUsers();
  const options = useMemo(() => data.map(userOption), [data]);
  return <PickerDropdown {...props} options={options} loading={loading} />;
}
