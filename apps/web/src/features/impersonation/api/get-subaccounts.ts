import { ZSubAccount, type TSubAccount } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, throwOnErr } from '@/lib/api-client';

export const SUBACCOUNTS_PATH = '/v3/auth/subaccounts';

export async function getSubaccounts(): Promise<TSubAccount[]> {
  return ZSubAccount.array().parse(throwOnErr(await apiGet<unknown>(SUBACCOUNTS_PATH)));
}

/** Keyed by the account: after a switch, another account's list is never shown. */
export const subaccountsQuery = (accountId: string) =>
  queryOptions({ queryKey: ['subaccounts', accountId], queryFn: getSubaccounts });

export const useSubaccounts = (accountId: string, enabled: boolean) =>
  useQuery({ ...subaccountsQuery(accountId), enabled });
