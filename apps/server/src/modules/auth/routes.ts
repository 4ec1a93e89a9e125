import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  OUR_MESSAGES,
  ZChangePasswordInput,
  ZEmptyBody,
  ZImpersonateInput,
  ZLoginInput,
  ZSubaccountTokenInput,
  rule,
  success,
  type TTokenGrant,
} from '@parley/domain';
import { users, refreshTokens } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { loginLimits, passwordChangeLimits, release, reserveAttempt } from '../../lib/throttle';
import { securityEvent } from '../../lib/security-log';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  sessionExpired,
  tooManyRequests,
} from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { parseRefreshToken, signAccessToken, type TNewClaims } from '../../lib/tokens';
import { caller } from '../../plugins/auth';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookie';
import {
  actingClaims,
  findAccount,
  findSubAccount,
  findUser,
  findUserByUsername,
  listSubAccounts,
  mayHoldSession,
  ownClaims,
  sessionView,
} from '../../lib/identity';
import {
  createSession,
  getSession,
  issueRefreshToken,
  revokeOtherSessions,
  revokeSessionTree,
  rotateRefreshToken,
} from './sessions-repository';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  // Verifying against a real hash when the user does not exist keeps the answer's time alike.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword('not-a-real-password-0A', config.scryptN));

  async function grant(
    reply: FastifyReply,
    claims: TNewClaims,
    session: { expiresAt: Date },
    refreshToken: string | null,
  ): Promise<TTokenGrant> {
    const { accessToken, expiresAt } = await signAccessToken(claims, config.jwtSecret);
    const view = await sessionView(db, claims, session.expiresAt);
    if (!view) throw sessionExpired();
    if (refreshToken) setRefreshCookie(reply, refreshToken, session.expiresAt);
    return { accessToken, expiresAt, session: view };
  }

  app.post(
    '/v3/auth/login',
    { config: { access: rule.public }, schema: { body: ZLoginInput, tags: ['auth'] } },
    async (request, reply) => {
      const { username, password } = request.body;
      const limits = loginLimits(username, request.ip);
      const attempt = await reserveAttempt(db, limits);
      const user = await findUserByUsername(db, username);
      // The username only when it names a user: a password typed into the wrong field stays out of the logs.
      const who = { userId: user?.clientId ?? null, accountId: user?.accountSid ?? null };
      if (!attempt.allowed) {
        securityEvent(request, 'login_throttled', who);
        throw tooManyRequests(OUR_MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
      }
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummy()));
      const account = user ? await findAccount(db, user.accountSid) : null;
      if (!passwordOk || !user || !mayHoldSession(user, account)) {
        securityEvent(request, 'login_failed', {
          ...who,
          reason: !user ? 'unknown user' : !passwordOk ? 'wrong password' : 'user or account inactive',
        });
        await db.transaction((tx) =>
          recordAudit(tx, request, {
            action: 'auth.login_failed',
            targetType: 'user',
            ...(user
              ? { targetId: user.clientId, as: { clientId: user.clientId, accountSid: user.accountSid } }
              : {}),
            detail: { knownUser: !!user },
          }),
        );
        throw new HttpError(401, ERROR_CODES.unauthenticated, OUR_MESSAGES.invalidCredentials);
      }
      // a success is no failure, and resets the username's count
      await release(db, attempt.hitIds, [limits[0]!.key]);
      const { session, token } = await db.transaction(async (tx) => {
        const session = await createSession(tx, { clientId: user.clientId, accountSid: user.accountSid });
        const token = await issueRefreshToken(tx, session.id);
        await recordAudit(tx, request, {
          action: 'auth.login',
          targetType: 'session',
          targetId: session.id,
          as: { clientId: user.clientId, accountSid: user.accountSid },
        });
        return { session, token };
      });
      return success(await grant(reply, ownClaims(user, account!, session.id), session, token));
    },
  );

  app.post(
    '/v3/auth/refresh',
    { config: { access: rule.public }, schema: { body: ZEmptyBody, tags: ['auth'] } },
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
      return success(await grant(reply, claims, session, token));
    },
  );

  app.post(
    '/v3/auth/logout',
    // no body, null or {}: a sign-out must never fail on its envelope (issue 10)
    { config: { access: rule.public }, schema: { body: ZEmptyBody.nullish(), tags: ['auth'] } },
    async (request, reply) => {
      const parsed = parseRefreshToken(readRefreshCookie(request));
      const sessionIds = new Set<string>();
      if (parsed) {
        const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, parsed.id)).limit(1);
        if (row) sessionIds.add(row.sessionId);
      }
      if (request.auth) sessionIds.add(request.auth.sessionId);
      await db.transaction(async (tx) => {
        for (const id of sessionIds) {
          const s = await getSession(tx, id);
          // An impersonation session ends with the real user's session it came from.
          await revokeSessionTree(tx, s?.parentSessionId ?? id, 'logout');
          await recordAudit(tx, request, {
            action: 'auth.logout',
            targetType: 'session',
            targetId: id,
            ...(s && !request.auth ? { as: { clientId: s.clientId, accountSid: s.accountSid } } : {}),
          });
        }
      });
      clearRefreshCookie(reply);
      return success({ loggedOut: true });
    },
  );

  app.get(
    '/v3/auth/session',
    { config: { access: rule.session }, schema: { tags: ['auth'] } },
    async (request) => {
      const auth = caller(request);
      const s = await getSession(db, auth.sessionId);
      const view = s ? await sessionView(db, auth.claims, s.expiresAt) : null;
      if (!view) throw sessionExpired();
      return success(view);
    },
  );

  app.post(
    '/v3/auth/password',
    { config: { access: rule.session }, schema: { body: ZChangePasswordInput, tags: ['auth'] } },
    async (request) => {
      const auth = ownSessionOnly(request);
      const limits = passwordChangeLimits(auth.clientId);
      const attempt = await reserveAttempt(db, limits);
      if (!attempt.allowed) {
        securityEvent(request, 'password_change_throttled');
        throw tooManyRequests(OUR_MESSAGES.tooManyPasswordAttempts, attempt.retryAfterSeconds);
      }
      const user = await findUser(db, auth.clientId);
      if (!user || !(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
        securityEvent(request, 'password_change_failed');
        throw badRequest(OUR_MESSAGES.currentPasswordWrong, 'currentPassword');
      }
      await release(db, attempt.hitIds, [limits[0]!.key]);
      const hash = await hashPassword(request.body.newPassword, config.scryptN);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: hash, passwordChangedAt: sql`now()` })
          .where(eq(users.clientId, user.clientId));
        await revokeOtherSessions(tx, user.clientId, auth.sessionId, 'password changed');
        await recordAudit(tx, request, {
          action: 'user.password_change',
          targetType: 'user',
          targetId: user.clientId,
        });
      });
      securityEvent(request, 'password_changed');
      return success({ changed: true });
    },
  );

  app.get(
    '/v3/auth/subaccounts',
    { config: { access: rule.all('gumby-acct-read') }, schema: { tags: ['auth'] } },
    async (request) => {
      const auth = caller(request);
      return success(await listSubAccounts(db, auth.claims.act?.accountId ?? auth.accountId));
    },
  );

  app.post(
    '/v3/auth/impersonate',
    {
      config: { access: rule.all('gumby-acct-impersonate') },
      schema: { body: ZImpersonateInput, tags: ['auth'] },
    },
    async (request, reply) => {
      const auth = ownSessionOnly(request);
      if (auth.claims.act) throw conflict(OUR_MESSAGES.alreadyImpersonating);
      const [user, target, current] = await Promise.all([
        findUser(db, auth.clientId),
        findSubAccount(db, auth.accountId, request.body.accountSid),
        getSession(db, auth.sessionId),
      ]);
      if (!target) throw notFound();
      if (!user || !current) throw sessionExpired();
      const { session, token } = await db.transaction(async (tx) => {
        const session = await createSession(tx, {
          clientId: user.clientId,
          accountSid: target.accountSid,
          parentSessionId: current.id,
          expiresAt: current.expiresAt,
        });
        const token = await issueRefreshToken(tx, session.id);
        await recordAudit(tx, request, {
          action: 'auth.impersonate',
          targetType: 'account',
          targetId: target.accountSid,
        });
        return { session, token };
      });
      securityEvent(request, 'impersonation_started', { targetAccountId: target.accountSid });
      return success(await grant(reply, actingClaims(user, target, session.id), session, token));
    },
  );

  app.post(
    '/v3/auth/switch-back',
    { config: { access: rule.session }, schema: { body: ZEmptyBody, tags: ['auth'] } },
    async (request, reply) => {
      const auth = ownSessionOnly(request);
      if (!auth.claims.act) throw conflict(OUR_MESSAGES.notImpersonating);
      const current = await getSession(db, auth.sessionId);
      const parent = current?.parentSessionId ? await getSession(db, current.parentSessionId) : null;
      const user = await findUser(db, auth.clientId);
      const home = user ? await findAccount(db, user.accountSid) : null;
      const result = await db.transaction(async (tx) => {
        await revokeSessionTree(tx, auth.sessionId, 'switched back');
        await recordAudit(tx, request, {
          action: 'auth.switch_back',
          targetType: 'account',
          targetId: auth.accountId,
        });
        if (
          !parent ||
          parent.revokedAt ||
          parent.expiresAt <= new Date() ||
          !user ||
          !mayHoldSession(user, home)
        )
          return null;
        return { token: await issueRefreshToken(tx, parent.id) };
      });
      securityEvent(request, 'impersonation_stopped', { targetAccountId: auth.accountId });
      if (!result || !parent) {
        clearRefreshCookie(reply);
        throw sessionExpired();
      }
      return success(await grant(reply, ownClaims(user!, home!, parent.id), parent, result.token));
    },
  );

  app.post(
    '/v3/auth/subaccount-token',
    {
      config: { access: rule.all('gumby-acct-read') },
      schema: { body: ZSubaccountTokenInput, tags: ['auth'] },
    },
    async (request) => {
      const auth = ownSessionOnly(request);
      if (auth.claims.act) throw conflict(OUR_MESSAGES.alreadyImpersonating);
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

/** Session-changing calls take only the user's own token, never a sub-account token. */
function ownSessionOnly(request: FastifyRequest) {
  const auth = caller(request);
  if (auth.claims.sub_account) throw forbidden();
  return auth;
}
