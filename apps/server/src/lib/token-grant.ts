import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TTokenGrant } from '@parley/domain';
import { sessionExpired } from './errors';
import { sessionView } from './identity';
import { setRefreshCookie } from './refresh-cookie';
import { signAccessToken, type TNewClaims } from './tokens';

/**
 * What sign-in, refresh, impersonation and switch-back answer: an access token for `claims`,
 * the session as the browser reads it, and the refresh token in its cookie.
 */
export async function grantTokens(
  app: FastifyInstance,
  reply: FastifyReply,
  claims: TNewClaims,
  session: { expiresAt: Date },
  refreshToken: string,
): Promise<TTokenGrant> {
  const { accessToken, expiresAt } = await signAccessToken(claims, app.config.jwtSecret);
  const view = await sessionView(app.db, claims, session.expiresAt);
  if (!view) throw sessionExpired();
  setRefreshCookie(reply, refreshToken, session.expiresAt);
  return { accessToken, expiresAt, session: view };
}
