/**
 * The access token lives in memory and in a JS cookie that expires with it (DESIGN.md §4):
 * memory serves requests, the cookie lets a reload or another tab reuse a still-valid token.
 */
export const ACCESS_TOKEN_COOKIE = 'parley_at';

export interface TStoredToken {
  token: string;
  /** epoch ms */
  expiresAt: number;
}

let current: TStoredToken | null = null;

export function getAccessToken(): string | null {
  return current?.token ?? null;
}

export function getStoredToken(): TStoredToken | null {
  return current;
}

export function setAccessToken(token: string, expiresAt: number): void {
  current = { token, expiresAt };
  document.cookie =
    `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Expires=${new Date(expiresAt).toUTCString()}; ` +
    'Path=/; Secure; SameSite=Strict';
}

export function clearAccessToken(): void {
  current = null;
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
}

/** The `exp` claim of a JWT in epoch ms, or 0 when it cannot be read (then it counts as expired). */
export function tokenExpiry(token: string): number {
  const part = token.split('.')[1];
  if (!part) return 0;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** The token another tab or an earlier page load left in the cookie, with its expiry. */
export function readTokenCookie(): TStoredToken | null {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== ACCESS_TOKEN_COOKIE) continue;
    const token = decodeURIComponent(pair.slice(at + 1).trim());
    return token ? { token, expiresAt: tokenExpiry(token) } : null;
  }
  return null;
}
