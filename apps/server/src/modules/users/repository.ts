import { eq, ilike, or, sql } from 'drizzle-orm';
import { webrtcNumbersOf, type TUser, type TUserProfileInput, type TWebrtcUser } from '@parley/domain';
import { users } from '../../db/schema/index';
import { sortBy, tableRepository } from '../../lib/table-repository';
import { likePattern } from '../../lib/like-pattern';

/** What the API never shows of a user. */
const USER_INTERNAL = {
  password_hash: 'a secret',
  password_changed_at: 'ends older sessions; never shown',
  created_at: 'kept for the audit; not in doc 001 §3',
};

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
export const usersRepository = tableRepository<TUser, never, TUserProfileInput>({
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
  internal: { ...USER_INTERNAL, webrtc_numbers: 'the WebRTC agents list shows them' },
});

/**
 * The account's WebRTC agent users (doc 001 §6), by username: the users whose roles hold
 * webrtc-agent or acct-owner (`isWebrtcAgent`, asked of the database).
 */
export const webrtcUsersRepository = tableRepository<TWebrtcUser, never, never>({
  table: users,
  account: users.accountSid,
  only: sql`${users.roles} ?| array['webrtc-agent', 'acct-owner']`,
  id: users.clientId,
  columns: {
    clientId: users.clientId,
    username: users.username,
    displayName: users.displayName,
    roles: users.roles,
    webrtcNumbers: users.webrtcNumbers,
  },
  sort: { username: sortBy.text(users.username) },
  toItem: (row) => ({ ...(row as TWebrtcUser), webrtcNumbers: webrtcNumbersOf(row) }),
  internal: {
    ...USER_INTERNAL,
    account_sid: 'the owning account',
    first_name: 'the users list shows it',
    last_name: 'the users list shows it',
    status: 'the users list shows it',
  },
});
