import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INBOX_MESSAGES, can, isFlagSet, rule, type TAccessRule } from '@parley/domain';
import { accountConfigMap } from '../lib/identity';
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
    const privs = request.auth.claims.privs;
    // the account's features are checked apart, against the stored configuration
    if (!can({ privs }, access.kind === 'privileges' ? { ...access, config: [] } : access)) {
      securityEvent(request, 'access_denied', { route: request.routeOptions.url ?? request.url });
      throw forbidden();
    }
    await requireFeatures(app, request, access);
  });
});

/** Who may turn a feature on, and so is told how (Add Feature's rule, doc 000 §4). */
const ADD_FEATURE = rule.all('add-feature');

/**
 * A route that needs an account feature (doc 000 §2's `feature_inbox_enabled`) checks the
 * account's configuration as stored now, not the token's copy, so a feature turned on works at
 * once: refused with a 403 that says so, naming the flag in `field`.
 */
async function requireFeatures(app: FastifyInstance, request: FastifyRequest, access: TAccessRule) {
  if (access.kind !== 'privileges' || !access.config?.length) return;
  const auth = request.auth!;
  const config = await accountConfigMap(app.db, auth.accountId);
  const missing = access.config.find((key) => !isFlagSet(config[key]));
  if (missing === undefined) return;
  const canEnable = can({ privs: auth.claims.privs }, ADD_FEATURE);
  throw forbidden(
    canEnable ? INBOX_MESSAGES.notEnabledCanEnable : INBOX_MESSAGES.notEnabledAskAdmin,
    missing,
  );
}

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
