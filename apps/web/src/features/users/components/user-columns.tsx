import { Anchor, Badge } from '@mantine/core';
import { USER_STATUS_FILTER, type TUser } from '@parley/domain';
import { Link, generatePath } from 'react-router';
import type { TDataTableColumn } from '@/components/data-table';
import { paths } from '@/config/paths';

/**
 * The users table's columns: the name links to the profile; status carries doc 001 §2's user
 * status filter (the server filters); roles go to the CSV as a JSON list; the client id is
 * hidden at first.
 */
export function userColumns(accountId: string): TDataTableColumn<TUser>[] {
  return [
    {
      id: 'displayName',
      header: 'Name',
      hideable: false,
      cell: (u) => (
        <Anchor component={Link} to={generatePath(paths.profile, { accountId, clientId: u.clientId })}>
          {u.displayName}
        </Anchor>
      ),
    },
    { id: 'username', header: 'Username' },
    {
      id: 'roles',
      header: 'Roles',
      value: (u) => u.roles.join(', '),
      sortable: false,
      csv: (_, u) => JSON.stringify(u.roles),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: false,
      filter: USER_STATUS_FILTER,
      cell: (u) => (
        <Badge variant="dot" color={u.status === 'active' ? 'green' : 'gray'}>
          {u.status === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    { id: 'clientId', header: 'Client id', sortable: false, visible: false },
  ];
}
