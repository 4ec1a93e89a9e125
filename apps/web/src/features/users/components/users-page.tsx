import { USERS_PAGE_TEXTS, type TUser } from '@parley/domain';
import { useCallback } from 'react';
import { ResourcePage, type TOnOff } from '@/components/resource-page/resource-page';
import { changeUserStatus, users } from '@/resources/users';
import { userColumns } from './user-columns';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const USER_COLUMNS_COOKIE = 'parley_users_columns';

/** A user is on when active; Enable and Disable go through the users' own status route. */
const USER_STATUS: TOnOff<TUser> = {
  isOn: (u) => u.status === 'active',
  changes: (on) => ({ status: on ? 'active' : 'inactive' }),
};

/**
 * /users/{accountId}: the account's users on the resource page, searched, filtered, sorted and
 * paged by the server; with user update, selected users are enabled, disabled or deleted (never
 * oneself or an account owner: the server says so); Export CSV writes every user the search and
 * filter match. No Add or edit here: a user is invited, and changed on their profile.
 */
export function UsersPage({ accountId }: { accountId: string }) {
  const columns = useCallback(() => userColumns(accountId), [accountId]);
  return (
    <ResourcePage
      resource={users}
      texts={USERS_PAGE_TEXTS}
      columns={columns}
      onOff={USER_STATUS}
      changeItem={changeUserStatus}
      exportName="users"
      visibilityCookie={USER_COLUMNS_COOKIE}
      initialSort={{ id: 'displayName' }}
    />
  );
}
