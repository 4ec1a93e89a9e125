import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OUR_MESSAGES,
  ZEmptyBody,
  ZImpersonateInput,
  ZSubAccount,
  ZSubaccountToken,
  ZSubaccountTokenInput,
  ZTokenGrant,
  rule,
  success,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { conflict, forbidden, notFound, sessionExpired } from '../../lib/errors';
import {
  actingClaims,
  findAccount,
  findSubAccount,
  findUser,
  listSubAccounts,
  mayHoldSession,
  ownClaims,
} from '../../lib/identity';
import { ownSessionOnly } from '../../lib/own-session';
import { clearRefreshCookie } from '../../lib/refresh-cookie';
import { answers } from '../../lib/responses';
import { securityEvent } from '../../lib/security-log';
import { getSession } from '../../lib/sessions';
import { grantTokens } from '../../lib/token-grant';
import { signAccessToken } from '../../lib/tokens';
import { caller } from '../../plugins/auth';
import { endImpersonation, startImpersonation } from './repository';

/**
 * Acting on a sub-account (doc 000 §3): its list, impersonation and switching back, and a
 * token for one sub-account's requests.
 */
export default async function impersonationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['impersonation'];
  const listAccess = rule.all('gumby-acct-read');
  const impersonateAccess = rule.all('gumby-acct-impersonate');

  app.get(
    '/v3/auth/subaccounts',
    {
      config: { access: listAccess },
      schema: {
        tags,
        summary: 'List the sub-accounts',
        description:
          "The sub-accounts of the caller's own account (while impersonating, of the real user's), by name; closed ones are left out.",
        response: answers(ZSubAccount, { access: listAccess }),
      },
    },
    async (request) => {
      const auth = caller(request);
      return success(await listSubAccounts(db, auth.claims.act?.accountId ?? auth.accountId));
    },
  );

  app.post(
    '/v3/auth/impersonate',
    {
      config: { access: impersonateAccess },
      schema: {
        tags,
        summary: 'Act as a sub-account',
        description:
          'Starts an impersonation session in one sub-account; the session carries act and yPrivs. 403 while already impersonating.',
        body: ZImpersonateInput,
        response: answers(ZTokenGrant, {
          access: impersonateAccess,
          notFound: true,
          explain: { 403: 'A privilege is missing, or the token is an impersonation or sub-account token.' },
        }),
      },
    },
    async (request, reply) => {
      const auth = ownSessionOnly(request);
      // an impersonation token may not start another, like a sub-account token: a rule on the token
      if (auth.claims.act) throw forbidden(OUR_MESSAGES.alreadyImpersonating);
      const [user, target, current] = await Promise.all([
        findUser(db, auth.clientId),
        findSubAccount(db, auth.accountId, request.body.accountSid),
        getSession(db, auth.sessionId),
      ]);
      if (!target) throw notFound();
      if (!user || !current) throw sessionExpired();
      const { session, token } = await audited(
        db,
        request,
        (tx) => startImpersonation(tx, user.clientId, target.accountSid, current),
        { resource: 'auth', operation: 'impersonate', targetType: 'account', targetId: target.accountSid },
      );
      securityEvent(request, 'impersonation_started', { targetAccountId: target.accountSid });
      return success(await grantTokens(app, reply, actingClaims(user, target, session.id), session, token));
    },
  );

  app.post(
    '/v3/auth/switch-back',
    {
      config: { access: rule.session },
      schema: {
        tags,
        summary: 'Switch back to the own account',
        description:
          'Ends the impersonation and continues the session it came from; 409 when not impersonating, 401 when that session has ended.',
        body: ZEmptyBody,
        response: answers(ZTokenGrant, { access: rule.session, also: [403, 409] }),
      },
    },
    async (request, reply) => {
      const auth = ownSessionOnly(request);
      if (!auth.claims.act) throw conflict(OUR_MESSAGES.notImpersonating);
      const current = await getSession(db, auth.sessionId);
      const parent = current?.parentSessionId ? await getSession(db, current.parentSessionId) : null;
      const user = await findUser(db, auth.clientId);
      const home = user ? await findAccount(db, user.accountSid) : null;
      const resumable =
        parent && !parent.revokedAt && parent.expiresAt > new Date() && user && mayHoldSession(user, home)
          ? parent
          : null;
      const token = await audited(db, request, (tx) => endImpersonation(tx, auth.sessionId, resumable), {
        resource: 'auth',
        operation: 'switch-back',
        targetType: 'account',
        targetId: auth.accountId,
      });
      securityEvent(request, 'impersonation_stopped', { targetAccountId: auth.accountId });
      if (!token || !resumable || !user || !home) {
        clearRefreshCookie(reply);
        throw sessionExpired();
      }
      return success(await grantTokens(app, reply, ownClaims(user, home, resumable.id), resumable, token));
    },
  );

  app.post(
    '/v3/auth/subaccount-token',
    {
      config: { access: listAccess },
      schema: {
        tags,
        summary: 'A token for one sub-account',
        description:
          "An access token for one sub-account's requests (no session of its own, no impersonation, no password change).",
        body: ZSubaccountTokenInput,
        response: answers(ZSubaccountToken, {
          access: listAccess,
          notFound: true,
          explain: { 403: 'A privilege is missing, or the token is an impersonation or sub-account token.' },
        }),
      },
    },
    async (request) => {
      const auth = ownSessionOnly(request);
      // an impersonation token may not start another, like a sub-account token: a rule on the token
      if (auth.claims.act) throw forbidden(OUR_MESSAGES.alreadyImpersonating);
      const [user, target] = await Promise.all([
        findUser(db, auth.clientId),
        findSubAccount(db, auth.accountId, request.body.accountSid),
      ]);
      if (!target) throw notFound();
      if (!user) throw sessionExpired();
      const { yPrivs: _notImpersonating, ...claims } = actingClaims(user, target, auth.sessionId);
      const { accessToken, expiresAt } = await signAccessToken(
        { ...claims, sub_account: true },
        config.jwtSecret,
      );
      return success({ accessToken, expiresAt, accountSid: target.accountSid });
    },
  );
}
