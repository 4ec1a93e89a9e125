import { z } from 'zod';
import { text } from '../validation/text';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { personName as name } from '../validation/names';
import { ZAccountSid, ZClientId } from './ids';
import { USER_STATUSES } from './session';

export const DISPLAY_NAME_MAX_LENGTH = 100;

/** The profile a user edits at /users/edit/{accountId}/{clientId}. */
export const ZUserProfileInput = z.strictObject({
  displayName: text()
    .trim()
    .min(1, OUR_MESSAGES.displayNameRequired)
    .max(DISPLAY_NAME_MAX_LENGTH, OUR_MESSAGES.displayNameTooLong),
  firstName: name(MESSAGES.firstNameRequired),
  lastName: name(MESSAGES.lastNameRequired),
});
export type TUserProfileInput = z.infer<typeof ZUserProfileInput>;

export const ZUser = z.object({
  clientId: ZClientId,
  accountSid: ZAccountSid,
  username: text(),
  displayName: text(),
  firstName: text(),
  lastName: text(),
  roles: z.array(text()),
  status: z.enum(USER_STATUSES),
});
export type TUser = z.infer<typeof ZUser>;
