import { z } from 'zod';
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
  privs: z.record(z.string(), z.boolean()),
  roles: z.array(z.string()),
  /** the real user's privileges, present only while impersonating */
  yPrivs: z.record(z.string(), z.boolean()).optional(),
  /** the real user while impersonating */
  act: z.object({ clientId: ZClientId, accountId: ZAccountSid, username: z.string() }).optional(),
  accountConfig: z.record(z.string(), z.string()),
  companyName: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  /** epoch ms when the refresh window (1440 minutes from sign-in) closes */
  sessionExpiresAt: z.number(),
});
export type TSession = z.infer<typeof ZSession>;

/** Sub-accounts a parent user may act on (impersonation, sub-account token). */
export const ZSubAccount = z.object({
  accountSid: ZAccountSid,
  name: z.string(),
  companyName: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
});
export type TSubAccount = z.infer<typeof ZSubAccount>;
