import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  OUR_MESSAGES,
  ZEmptyBody,
  ZLoggedOut,
  ZLoginInput,
  ZSession,
  ZTokenGrant,
  rule,
  success,
} from '@parley/domain';
import { audited, recordAudit } from '../../lib/audit';
import { HttpError, sessionExpired, tooManyRequests } from '../../lib/errors';
import {
  actingClaims,
  findAccount,
  findSubAccount,
  findUser,
  findUserByUsername,
  mayHoldSession,
  ownClaims,
  sessionView,
} from '../../lib/identity';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clearRefreshCookie, readRefreshCookie } from '../../lib/refresh-cookie';
import { setDeviceCookie, trustedDevice } from '../../lib/device-cookie';
import { securityEvent } from '../../lib/security-log';
import { getSession, openSession, revokeSessionTree } from '../../lib/sessions';
import { answers } from '../../lib/responses';
import { loginThrottle, release, reserveAttempt } from '../../lib/throttle';
import { grantTokens } from '../../lib/token-grant';
import type { TNewClaims } from '../../lib/tokens';
import { caller } from '../../plugins/auth';
import { endSession, rotateRefreshToken, sessionIdOfRefreshToken } from './repository';

/** Sign-in, refresh, logout and the session: the life of a session (DESIGN.md §4). */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['auth'];
  const granted =
    'The access token, its expiry (epoch ms) and the session; the refresh token goes in the `__Host-parley_rt` cookie.';

  // Verifying against a real hash when the user does not exist keeps the answer's time alike.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword('not-a-real-password-0A', config.scryptN));

  app.post(
    '/v3/auth/login',
    {
      config: { access: rule.public },
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'With the username (an email address) and password. Wrong credentials and an unknown user answer alike; repeated failures are throttled (per address and username, per username, per address; a browser where the user signed in before has its own count, kept in the `__Host-parley_device` cookie).',
        body: ZLoginInput,
        response: answers(ZTokenGrant, {
          access: rule.public,
          also: [401],
          description: granted,
          explain: { 403: 'The password is right but the user or their account is disabled.' },
        }),
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const throttle = loginThrottle(
        username,
        request.ip,
        trustedDevice(request, config.jwtSecret, username),
      );
      const attempt = await reserveAttempt(db, throttle.limits);
      const user = await findUserByUsername(db, username);
      // The username only when it names a user: a password typed into the wrong field stays out of the logs.
      const who = { userId: user?.clientId ?? null, accountId: user?.accountSid ?? null };
      if (!attempt.allowed) {
        securityEvent(request, 'login_throttled', who);
        throw tooManyRequests(OUR_MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
      }
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummy())).catch(
        async (err: unknown) => {
          // refused by the hashing gate (503, busy): no password was checked, so no attempt is spent
          await release(db, attempt.hitIds);
          throw err;
        },
      );
      const account = user ? await findAccount(db, user.accountSid) : null;
      const refuse = async (reason: string) => {
        securityEvent(request, 'login_failed', { ...who, reason });
        await recordAudit(db, request, {
          resource: 'auth',
          operation: 'login-failed',
          targetType: 'user',
          ...(user
            ? { targetId: user.clientId, as: { clientId: user.clientId, accountSid: user.accountSid } }
            : {}),
          detail: { knownUser: !!user },
        });
      };
      if (!passwordOk || !user) {
        await refuse(!user ? 'unknown user' : 'wrong password');
        throw new HttpError(401, ERROR_CODES.unauthenticated, OUR_MESSAGES.invalidCredentials);
      }
      // Only after the right password: the user learns why, a guesser learns nothing new. The hits
      // are kept, as for any sign-in that opens no session.
      if (!mayHoldSession(user, account)) {
        await refuse('user or account inactive');
        const userActive = user.status === 'active';
        throw new HttpError(
          403,
          ERROR_CODES.forbidden,
          userActive ? OUR_MESSAGES.accountDisabled : OUR_MESSAGES.userDisabled,
        );
      }
      // a success is no failure, and empties this address's (or device's) count for the username
      await release(db, attempt.hitIds, throttle.clearedBySuccess);
      setDeviceCookie(reply, config.jwtSecret, user.username);
      const { session, token } = await audited(
        db,
        request,
        (tx) => openSession(tx, { clientId: user.clientId, accountSid: user.accountSid }),
        (opened) => ({
          resource: 'auth',
          operation: 'login',
          targetType: 'session',
          targetId: opened.session.id,
          as: { clientId: user.clientId, accountSid: user.accountSid },
        }),
      );
      return success(await grantTokens(app, reply, ownClaims(user, account!, session.id), session, token));
    },
  );

  app.post(
    '/v3/auth/refresh',
    {
      config: { access: rule.public },
      schema: {
        tags,
        summary: 'Refresh the session',
        description:
          'Exchanges the refresh cookie for a new one and a new access token. A cookie used twice ends the whole session.',
        body: ZEmptyBody,
        response: answers(ZTokenGrant, { access: rule.public, also: [401], description: granted }),
      },
    },
    async (request, reply) => {
      const result = await rotateRefreshToken(db, readRefreshCookie(request));
      if (result.kind !== 'rotated') {
        clearRefreshCookie(reply);
        if (result.kind === 'reused')
          securityEvent(request, 'refresh_token_reused', {
            userId: result.clientId,
            accountId: result.accountSid,
            outcome: 'session revoked',
          });
        throw sessionExpired();
      }
      const { session, token } = result;
      const user = await findUser(db, session.clientId);
      const home = user ? await findAccount(db, user.accountSid) : null;
      if (!user || !mayHoldSession(user, home)) {
        await revokeSessionTree(db, session.id, 'user or account no longer active');
        clearRefreshCookie(reply);
        throw sessionExpired();
      }
      let claims: TNewClaims;
      if (session.parentSessionId) {
        const target = await findSubAccount(db, user.accountSid, session.accountSid);
        if (!target) {
          await revokeSessionTree(db, session.id, 'impersonated account no longer available');
          clearRefreshCookie(reply);
          throw sessionExpired();
        }
        claims = actingClaims(user, target, session.id);
      } else {
        claims = ownClaims(user, home!, session.id);
      }
      return success(await grantTokens(app, reply, claims, session, token));
    },
  );

  app.post(
    '/v3/auth/logout',
    // no body, null or {}: a sign-out must never fail on its envelope (issue 10)
    {
      config: { access: rule.public },
      schema: {
        tags,
        summary: 'Sign out',
        description:
          'Ends the session of the refresh cookie and of the bearer token, whichever come; never fails on its body.',
        body: ZEmptyBody.nullish(),
        response: answers(ZLoggedOut, { access: rule.public }),
      },
    },
    async (request, reply) => {
      const sessionIds = new Set<string>();
      const fromCookie = await sessionIdOfRefreshToken(db, readRefreshCookie(request));
      if (fromCookie) sessionIds.add(fromCookie);
      if (request.auth) sessionIds.add(request.auth.sessionId);
      for (const id of sessionIds) {
        await audited(
          db,
          request,
          (tx) => endSession(tx, id),
          (ended) => ({
            resource: 'auth',
            operation: 'logout',
            targetType: 'session',
            targetId: id,
            // signed out by cookie alone: the record names whose session it was
            ...(ended && !request.auth
              ? { as: { clientId: ended.clientId, accountSid: ended.accountSid } }
              : {}),
          }),
        );
      }
      clearRefreshCookie(reply);
      return success({ loggedOut: true });
    },
  );

  app.get(
    '/v3/auth/session',
    {
      config: { access: rule.session },
      schema: {
        tags,
        summary: 'The current session',
        description: "The caller's claims, the account's configuration and the user's names.",
        response: answers(ZSession, { access: rule.session }),
      },
    },
    async (request) => {
      const auth = caller(request);
      const s = await getSession(db, auth.sessionId);
      const view = s ? await sessionView(db, auth.claims, s.expiresAt) : null;
      if (!view) throw sessionExpired();
      return success(view);
    },
  );
}
