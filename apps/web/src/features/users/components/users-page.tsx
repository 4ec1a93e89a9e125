import { TABLE_ACTION_TEXTS, can, usersResource, type TUser } from '@parley/domain';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ResourceDataTable, type TDataTableAction, type TDataTableContext } from '@/components/data-table';
import { PageContainer } from '@/components/layout/page-container';
import { showToast } from '@/components/toast/show-toast';
import { throwOnErr } from '@/lib/api-client';
import { CsvExportButton } from '@/lib/csv/csv-export-button';
import { requestErrorMessage } from '@/lib/envelope';
import { useSignedInSession } from '@/lib/session';
import { users } from '@/resources/users';
import { useUserActions } from '../hooks/use-user-actions';
import { DeleteUsersDialog } from './delete-users-dialog';
import { userColumns } from './user-columns';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const USER_COLUMNS_COOKIE = 'parley_users_columns';

/** The server's largest page: an export fetches every page of the filtered list. */
const EXPORT_PAGE = usersResource.list.limit.max;

/** Every user the table's search and filter match, every page of them, for the CSV file. */
async function exportOf(table: TDataTableContext<TUser>) {
  const all = throwOnErr(await users.fetchers.all({ ...table.query, limit: EXPORT_PAGE }));
  return { rows: all, columns: table.csvColumns(), baseName: 'users' };
}

/**
 * /users/{accountId}: the account's users on the data table (issue 13), searched, filtered,
 * sorted and paged by the server; with user update, selected users are enabled, disabled or
 * deleted (never oneself or an account owner: the server says so); Export CSV writes every
 * user the search and filter match.
 */
export function UsersPage({ accountId }: { accountId: string }) {
  const session = useSignedInSession();
  const editable = can(session, usersResource.access.write!);
  const { setStatus } = useUserActions();
  const [deleting, setDeleting] = useState<{ users: TUser[]; done: () => void } | null>(null);
  const columns = useMemo(() => userColumns(accountId), [accountId]);

  const actions = useMemo<TDataTableAction<TUser>[]>(() => {
    const switchTo = async (chosen: TUser[], status: TUser['status']) => {
      const result = await setStatus(chosen, status);
      showToast(
        result.ok
          ? {
              type: 'success',
              header: 'Success',
              content: TABLE_ACTION_TEXTS.changed.replace('{n}', String(result.value)),
            }
          : { type: 'error', header: 'Error', content: requestErrorMessage(result.error) },
      );
    };
    return [
      {
        label: TABLE_ACTION_TEXTS.enable,
        icon: <IconPlayerPlay size={16} aria-hidden="true" />,
        disabled: (chosen) => chosen.every((u) => u.status === 'active'),
        onClick: (chosen) => void switchTo(chosen, 'active'),
      },
      {
        label: TABLE_ACTION_TEXTS.disable,
        icon: <IconPlayerPause size={16} aria-hidden="true" />,
        disabled: (chosen) => chosen.every((u) => u.status === 'inactive'),
        onClick: (chosen) => void switchTo(chosen, 'inactive'),
      },
      {
        label: TABLE_ACTION_TEXTS.delete,
        color: 'red',
        icon: <IconTrash size={16} aria-hidden="true" />,
        onClick: (chosen, table) => setDeleting({ users: chosen, done: table.clearSelection }),
      },
    ];
  }, [setStatus]);

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
        toolbar={(table) => <CsvExportButton getExport={() => exportOf(table)} />}
      />
      <DeleteUsersDialog
        users={deleting?.users ?? null}
        onClose={() => setDeleting(null)}
        {...(deleting ? { onDeleted: deleting.done } : {})}
      />
    </PageContainer>
  );
}
