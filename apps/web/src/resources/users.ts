import { USER_PATHS, ZUser, fillPath, usersResource, webrtcUsersResource, type TUser } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import { createResource } from '@/lib/create-resource';
import { apiPut, throwOnErr } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const users = createResource(usersResource);
export const webrtcUsers = createResource(webrtcUsersResource);

/** A user is enabled or disabled through the status route (the server refuses oneself and an owner). */
export const changeUserStatus = (user: TUser, changes: Partial<TUser>) =>
  apiPut(fillPath(USER_PATHS.status, { clientId: user.clientId }), { status: changes.status }, ZUser);

/**
 * Doc 001 §7: the users of the account, "with a fallback fetch of the current client alone" when
 * the list cannot be read (a user without user read still finds themself in a user picker).
 */
export async function loadAccountUsers(clientId: string, signal?: AbortSignal): Promise<TUser[]> {
  const all = await users.fetchers.all({}, signal);
  if (all.ok) return all.value;
  return [throwOnErr(await users.fetchers.get(clientId, signal))];
}

// one empty list while loading or failed: a new [] each render would change every memo keyed on it
const NO_USERS: TUser[] = [];

function useAccountUsers() {
  const { session } = useSession();
  const clientId = session?.clientId ?? '';
  const query = useQuery({
    queryKey: [...users.keys.lists(), 'account', session?.accountId, clientId],
    queryFn: ({ signal }) => loadAccountUsers(clientId, signal),
    enabled: clientId !== '',
  });
  return providerState(query, NO_USERS);
}

/** The users provider of doc 001 §4: loaded on first display, a loading flag, reloadable. */
export const { Provider: UsersProvider, useData: useUsers } = createDataProvider('Users', useAccountUsers);

function useAccountWebrtcUsers() {
  return providerState(webrtcUsers.useAll(), []);
}

/** The WebRTC list of doc 001 §3, §6: the account's WebRTC agent users (needs user read). */
export const { Provider: WebrtcUsersProvider, useData: useWebrtcUsers } = createDataProvider(
  'WebrtcUsers',
  useAccountWebrtcUsers,
);
