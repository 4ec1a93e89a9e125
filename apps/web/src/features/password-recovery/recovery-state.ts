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

/**
 * Where this tab is in a reset: no reset was started here ('none'), one was and its token has
 * run out ('expired'), or the token still valid. The page says different things for the first two.
 */
export function recalledReset(now = Date.now()): TResetToken | 'none' | 'expired' {
  const stored = sessionStorage.getItem(TOKEN_KEY);
  if (stored === null) return 'none';
  try {
    const parsed = ZResetToken.safeParse(JSON.parse(stored));
    return parsed.success && parsed.data.expiresAt > now ? parsed.data : 'expired';
  } catch {
    return 'expired';
  }
}

export function forgetRecovery(): void {
  sessionStorage.removeItem(USERNAME_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}
