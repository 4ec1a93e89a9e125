import { users } from '@/resources/users';

/** The profile page's user: the users resource's one-item query (key ['users', 'one', id]). */
export const userQuery = (clientId: string) => users.oneQueryOptions(clientId);

export const useUser = (clientId: string) => users.useOne(clientId);
