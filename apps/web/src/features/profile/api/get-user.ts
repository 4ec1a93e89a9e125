import { ZUser, type TUser } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, throwOnErr } from '@/lib/api-client';
import { joinId } from '@/lib/http';

export const USERS_PATH = '/v3/users';

export async function getUser(clientId: string): Promise<TUser> {
  const [user] = throwOnErr(await apiGet<unknown>(joinId(USERS_PATH, clientId)));
  return ZUser.parse(user);
}

export const userQuery = (clientId: string) =>
  queryOptions({ queryKey: ['users', 'one', clientId], queryFn: () => getUser(clientId) });

export const useUser = (clientId: string) => useQuery(userQuery(clientId));
