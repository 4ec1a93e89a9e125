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
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Told when this tab's token changes (a refresh, a sign-in, a sign-out): a long-lived exchange
 * made with the old one (the live events' stream) starts again with the new one.
 */
export function onAccessTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
  changed();
}

export function clearAccessToken(): void {
  current = null;
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  changed();
}

/** This tab lets go of the token but leaves the cookie, which another tab may have set anew. */
export function forgetAccessToken(): void {
  current = null;
  changed();
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

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return null;
}

/** The token another tab or an earlier page load left in the cookie, with its expiry. */
export function readTokenCookie(): TStoredToken | null {
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  return token ? { token, expiresAt: tokenExpiry(token) } : null;
}

/** Set and cleared by the server with the HttpOnly refresh cookie; holds no secret. */
export const SESSION_HINT_COOKIE = '__Host-parley_session';

/**
 * Whether a session may exist: a token in the cookie, or the server's hint that a refresh cookie
 * is here. Without either, a refresh could only be refused, so none is sent.
 */
export function mayHaveSession(): boolean {
  return readTokenCookie() !== null || readCookie(SESSION_HINT_COOKIE) === '1';
}
