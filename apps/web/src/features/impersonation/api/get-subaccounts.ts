import { ZSubAccount, type TSubAccount } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, throwOnErr } from '@/lib/api-client';

export const SUBACCOUNTS_PATH = '/v3/auth/subaccounts';

export async function getSubaccounts(signal?: AbortSignal): Promise<TSubAccount[]> {
  return throwOnErr(await apiGet(SUBACCOUNTS_PATH, ZSubAccount, undefined, { signal }));
}

/** Keyed by the account: after a switch, another account's list is never shown. */
export const subaccountsQuery = (accountId: string) =>
  queryOptions({ queryKey: ['subaccounts', accountId], queryFn: ({ signal }) => getSubaccounts(signal) });

export const useSubaccounts = (accountId: string, enabled: boolean) =>
  useQuery({ ...subaccountsQuery(accountId), enabled });
