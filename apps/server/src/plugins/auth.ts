import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can } from '@parley/domain';
import { forbidden, sessionExpired, unauthenticated } from '../lib/errors';
import { verifyAccessToken } from '../lib/tokens';
import { isSessionLive } from '../lib/sessions';
import { securityEvent } from '../lib/security-log';
import type { AuthContext } from '../types';

/**
 * Authentication and privileges in one place. Every route of the API must declare
 * `config.access`; the app refuses to start otherwise, so no route is open by omission.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // routes outside the API (static files, /docs) are registered elsewhere
    const header = request.headers.authorization;
    if (access.kind === 'public') {
      // A public route may still use who is calling (logout), but never demands it.
      if (header) request.auth = await authenticate(app, request).catch(() => null);
      return;
    }
    request.auth = await authenticate(app, request);
    if (!can({ privs: request.auth.claims.privs }, access)) {
      securityEvent(request, 'access_denied', { route: request.routeOptions.url ?? request.url });
      throw forbidden();
    }
  });
});

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._-]+)$/.exec(header) : null;
  if (!match) throw unauthenticated();
  const result = await verifyAccessToken(match[1]!, app.config.jwtSecret);
  if (!result.ok) throw result.expired ? sessionExpired() : unauthenticated();
  const { claims } = result;
  // Tokens are stateless, but their session is not: logout, reuse and password changes end it.
  if (!(await isSessionLive(app.db, claims.sid, claims.accountId))) {
    securityEvent(request, 'session_refused', { userId: claims.clientId, accountId: claims.accountId });
    throw sessionExpired();
  }
  return {
    claims,
    clientId: claims.clientId,
    accountId: claims.accountId,
    parentAcctId: claims.parentAcctId,
    sessionId: claims.sid,
  };
}

/** The caller of a route that declared a session or privileges: always present there. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
