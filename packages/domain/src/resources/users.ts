import { z } from 'zod';
import { rule } from '../access/rules';
import { CLIENT_ID_PREFIX } from '../schemas/ids';
import { USER_STATUSES } from '../schemas/session';
import { ZUser, ZUserProfileInput } from '../schemas/user';
import { defineResource } from './define';
import { USER_DELETE_TEXTS } from '../texts/users-page';

/**
 * The users of the caller's account (doc 001 §3, §6: the list needs user read). One user is also
 * readable and editable by that user themself: the server adds that rule as a hook.
 */
export const usersResource = defineResource({
  name: 'users',
  label: 'user',
  itemName: (user) => user.displayName,
  path: '/v3/users',
  idField: 'clientId',
  idPrefix: CLIENT_ID_PREFIX,
  item: ZUser,
  update: ZUserProfileInput,
  access: { read: rule.all('gumby-user-read'), write: rule.all('gumby-user-update') },
  operations: ['list', 'get', 'update', 'delete'],
  deleteTexts: USER_DELETE_TEXTS,
  list: {
    sort: ['displayName', 'username'],
    limit: { default: 100, max: 500 },
    search: true,
    filters: { status: z.enum(USER_STATUSES).optional() },
  },
  examples: { update: { displayName: 'Olivia Owens', firstName: 'Olivia', lastName: 'Owens' } },
});

/** The users page's enable and disable (issue 13): a user's status, set by someone with user update. */
export const ZUserStatusInput = z.strictObject({ status: z.enum(USER_STATUSES) });
export type TUserStatusInput = z.infer<typeof ZUserStatusInput>;

export const USER_PATHS = { status: '/v3/users/{clientId}/status' } as const;

/** The refusals of the users page's actions (ours: the spec shows no user actions). */
export const USER_ACTION_MESSAGES = {
  notSelf: 'You cannot disable or delete your own user.',
  notOwner: 'The account owner cannot be disabled or deleted.',
} as const;

/** One WebRTC agent user (doc 001 §3, §6) and the numbers it rings on. */
export const ZWebrtcUser = z.object({
  clientId: ZUser.shape.clientId,
  username: ZUser.shape.username,
  displayName: ZUser.shape.displayName,
  roles: ZUser.shape.roles,
  webrtcNumbers: z.array(ZUser.shape.username),
});
export type TWebrtcUser = z.infer<typeof ZWebrtcUser>;

/** doc 001 §3: numbers come as a list, or as one `webrtcNumber` read as a one-item list. */
export function webrtcNumbersOf(source: { webrtcNumbers?: unknown; webrtcNumber?: unknown }): string[] {
  if (Array.isArray(source.webrtcNumbers))
    return source.webrtcNumbers.filter((n): n is string => typeof n === 'string' && n !== '');
  return typeof source.webrtcNumber === 'string' && source.webrtcNumber !== '' ? [source.webrtcNumber] : [];
}

/** The account's WebRTC agent users (doc 001 §6: needs user read). */
export const webrtcUsersResource = defineResource({
  name: 'webrtc-users',
  label: 'WebRTC user',
  path: '/v3/webrtc/users',
  idField: 'clientId',
  idPrefix: CLIENT_ID_PREFIX,
  item: ZWebrtcUser,
  access: { read: rule.all('gumby-user-read') },
  operations: ['list'],
  list: { sort: ['username'], limit: { default: 100, max: 500 } },
});
