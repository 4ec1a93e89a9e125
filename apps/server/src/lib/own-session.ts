import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../types';
import { forbidden, unauthenticated } from './errors';

/**
 * The caller of a call that changes sessions or credentials: only the user's own token, never a
 * sub-account token (which acts on one sub-account's requests and nothing more).
 */
export function ownSessionOnly(request: FastifyRequest): AuthContext {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  if (auth.claims.sub_account) throw forbidden();
  return auth;
}
