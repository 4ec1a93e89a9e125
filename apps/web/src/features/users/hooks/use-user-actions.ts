import { USER_PATHS, ZUser, type TUser, fillPath } from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiPut } from '@/lib/api-client';
import type { TApiResult } from '@/lib/envelope';
import { settleEach } from '@/lib/settle-each';
import { users } from '@/resources/users';

const statusPath = (clientId: string) => fillPath(USER_PATHS.status, { clientId });

/**
 * The Actions menu's work on the selected users: one request per user (the server refuses
 * oneself and an account owner, so some may fail while the rest go through), then one refresh.
 */
export function useUserActions() {
  const client = useQueryClient();
  // one set of actions per query client: the table's Actions menu is built from them once
  return useMemo(() => {
    const settle = (calls: Promise<TApiResult<unknown>>[]) => settleEach(client, users.keys.all, calls);
    return {
      setStatus: (rows: readonly TUser[], status: TUser['status']) =>
        settle(
          rows
            .filter((u) => u.status !== status)
            .map((u) => apiPut(statusPath(u.clientId), { status }, ZUser)),
        ),
      remove: (rows: readonly TUser[]) => settle(rows.map((u) => users.fetchers.remove(u.clientId))),
    };
  }, [client]);
}
