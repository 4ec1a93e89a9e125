import { can, usersResource, type TUser } from '@parley/domain';
import { useMemo, useState } from 'react';
import { ResourceDataTable, onOffDeleteActions, ResourceCsvExport } from '@/components/data-table';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { PageContainer } from '@/components/layout/page-container';
import { useSignedInSession } from '@/lib/session';
import { useResourceActions } from '@/lib/use-resource-actions';
import { changeUserStatus, users } from '@/resources/users';
import { userColumns } from './user-columns';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const USER_COLUMNS_COOKIE = 'parley_users_columns';

/**
 * /users/{accountId}: the account's users on the data table (issue 13), searched, filtered,
 * sorted and paged by the server; with user update, selected users are enabled, disabled or
 * deleted (never oneself or an account owner: the server says so); Export CSV writes every
 * user the search and filter match.
 */
export function UsersPage({ accountId }: { accountId: string }) {
  const session = useSignedInSession();
  const editable = can(session, usersResource.access.write!);
  const { change } = useResourceActions(users, { change: changeUserStatus });
  const [deleting, setDeleting] = useState<{ users: TUser[]; done: () => void } | null>(null);
  const columns = useMemo(() => userColumns(accountId), [accountId]);

  const actions = useMemo(
    () =>
      onOffDeleteActions<TUser>({
        label: usersResource.label,
        name: (u) => u.displayName,
        isOn: (u) => u.status === 'active',
        switchTo: (chosen, on) => change(chosen, { status: on ? 'active' : 'inactive' }),
        onDelete: (chosen, done) => setDeleting({ users: chosen, done }),
      }),
    [change],
  );

  return (
    // a table page: the whole width (doc 001 §2 allows any of 16)
    <PageContainer title="Users" width={16}>
      <ResourceDataTable
        label="Users of the account"
        resource={users}
        columns={columns}
        getRowId={(u) => u.clientId}
        rowLabel={(u) => u.displayName}
        visibilityCookie={USER_COLUMNS_COOKIE}
        initialSort={{ id: 'displayName' }}
        {...(editable ? { actions } : {})}
        toolbar={(table) => <ResourceCsvExport resource={users} table={table} baseName="users" />}
      />
      <DeleteResourceDialog
        resource={users}
        items={deleting?.users ?? null}
        onClose={() => setDeleting(null)}
        {...(deleting ? { onDeleted: deleting.done } : {})}
      />
    </PageContainer>
  );
}
