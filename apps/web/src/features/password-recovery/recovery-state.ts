import { ZResetToken, type TResetToken } from '@parley/domain';

/**
 * Between the three pages: the username, then the reset token. Session storage, so a reload keeps
 * the step and closing the tab forgets it; the token never goes into an address.
 */
const USERNAME_KEY = 'parley_recovery_username';
const TOKEN_KEY = 'parley_recovery_token';

export const rememberUsername = (username: string) => sessionStorage.setItem(USERNAME_KEY, username);
export const recalledUsername = () => sessionStorage.getItem(USERNAME_KEY) ?? '';

export const rememberResetToken = (token: TResetToken) =>
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify(token));

/** The reset token while it is still valid, otherwise null. */
export function recalledResetToken(now = Date.now()): TResetToken | null {
  try {
    const parsed = ZResetToken.safeParse(JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null'));
    return parsed.success && parsed.data.expiresAt > now ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetRecovery(): void {
  sessionStorage.removeItem(USERNAME_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}
