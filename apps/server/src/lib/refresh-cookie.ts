import type { FastifyReply, FastifyRequest } from 'fastify';

/** `__Host-`: Secure, Path=/ and no Domain, so no sub-domain can set or read it. */
export const REFRESH_COOKIE = '__Host-parley_rt';

/**
 * A hint the page can read: "a refresh cookie may be here". It holds no secret (always `1`) and
 * lives and dies with the refresh cookie, so a visitor without a session never sends a refresh
 * that can only be refused (issue 11: a red 401 on every signed-out visit).
 */
export const SESSION_HINT_COOKIE = '__Host-parley_session';

/** What every cookie of ours carries: with `__Host-`, only this host over HTTPS sets or reads it. */
export const COOKIE_ATTRIBUTES = { secure: true, sameSite: 'strict', path: '/' } as const;

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(REFRESH_COOKIE, token, { ...COOKIE_ATTRIBUTES, httpOnly: true, maxAge });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...COOKIE_ATTRIBUTES, httpOnly: false, maxAge });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { ...COOKIE_ATTRIBUTES, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...COOKIE_ATTRIBUTES, httpOnly: false });
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE];
