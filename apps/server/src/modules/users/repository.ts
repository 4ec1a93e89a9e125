import { and, eq, ilike, or, sql } from 'drizzle-orm';
import {
  isWebrtcAgent,
  webrtcNumbersOf,
  type TUser,
  type TUserProfileInput,
  type TWebrtcUser,
} from '@parley/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { ListArgs, Scope } from '../../lib/resource-routes';
import { sortBy, tableRepository } from '../../lib/table-repository';
import { likePattern } from '../../lib/like-pattern';

const columns = {
  clientId: users.clientId,
  accountSid: users.accountSid,
  username: users.username,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  status: users.status,
};

/** The account's users, ordered case-insensitively by display name (the pickers' order). */
export const usersRepository = {
  ...tableRepository<TUser, never, TUserProfileInput>({
    table: users,
    account: users.accountSid,
    id: users.clientId,
    columns,
    sort: {
      displayName: sortBy.text(sql`lower(${users.displayName})`),
      username: sortBy.text(users.username),
    },
    filters: (f) => [f.status ? eq(users.status, f.status as TUser['status']) : undefined],
    search: (q) => {
      const pattern = likePattern(q);
      return or(
        ilike(users.displayName, pattern),
        ilike(users.username, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!;
    },
  }),
  sortValue: (user: TUser, field: string) =>
    field === 'displayName' ? user.displayName.toLowerCase() : user.username,
};

/** The account's WebRTC agent users (doc 001 §6), by username. */
export const webrtcUsersRepository = {
  sortTypes: { username: 'text' } as const,
  async list(db: Db, scope: Scope, args: ListArgs): Promise<TWebrtcUser[]> {
    const after = args.after
      ? sql`(${users.username}, ${users.clientId}) > (${args.after.value}, ${args.after.id})`
      : undefined;
    const rows = await db
      .select({
        clientId: users.clientId,
        username: users.username,
        displayName: users.displayName,
        roles: users.roles,
        webrtcNumbers: users.webrtcNumbers,
      })
      .from(users)
      .where(
        and(
          eq(users.accountSid, scope.accountId),
          sql`${users.roles} ?| array['webrtc-agent', 'acct-owner']`,
          after,
        ),
      )
      .orderBy(users.username, users.clientId)
      .limit(args.limit + 1);
    return rows
      .filter((r) => isWebrtcAgent(r.roles))
      .map((r) => ({ ...r, webrtcNumbers: webrtcNumbersOf(r) }));
  },
};
