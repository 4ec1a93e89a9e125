import { z } from 'zod';
import { text } from '../validation/text';
import { ZAccountSid, ZClientId } from './ids';

export const ACCOUNT_STATUSES = ['active', 'inactive', 'closed'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;

/**
 * The session as the browser sees it (doc 000 §3): the caller's token claims plus the
 * account's configuration and the user's names. accessToken stays in memory on the browser side.
 */
export const ZSession = z.object({
  accountId: ZAccountSid,
  clientId: ZClientId,
  parentAcctId: ZAccountSid,
  privs: z.record(text(), z.boolean()),
  roles: z.array(text()),
  /** the real user's privileges, present only while impersonating */
  yPrivs: z.record(text(), z.boolean()).optional(),
  /** the real user while impersonating */
  act: z.object({ clientId: ZClientId, accountId: ZAccountSid, username: text() }).optional(),
  accountConfig: z.record(text(), text()),
  companyName: text(),
  displayName: text(),
  firstName: text(),
  lastName: text(),
  username: text(),
  /** epoch ms when the refresh window (1440 minutes from sign-in) closes */
  sessionExpiresAt: z.number(),
});
export type TSession = z.infer<typeof ZSession>;

/** Sub-accounts a parent user may act on (impersonation, sub-account token). */
export const ZSubAccount = z.object({
  accountSid: ZAccountSid,
  name: text(),
  companyName: text(),
  status: z.enum(ACCOUNT_STATUSES),
});
export type TSubAccount = z.infer<typeof ZSubAccount>;
