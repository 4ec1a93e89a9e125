import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CLIENT_ID_PATTERN, ZUserProfileInput, rule, success, type TUser } from '@parley/domain';
import { users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/errors';
import { caller } from '../../plugins/auth';

/**
 * Any id in the path: one that is not a user id at all is a user that does not exist, so it
 * answers 404 like another account's user, not a 400 about the address (issue 11).
 */
const ZUserPath = z.strictObject({ clientId: z.string() });

const columns = {
  clientId: users.clientId,
  accountSid: users.accountSid,
  username: users.username,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  status: users.status,
};

/**
 * A user's profile: the user themself, or someone of the same account with gumby-user-read
 * (to read) or gumby-user-update (to change). Another account's user answers 404.
 */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const findInAccount = async (accountSid: string, clientId: string): Promise<TUser | null> => {
    if (!CLIENT_ID_PATTERN.test(clientId)) return null;
    const [row] = await db
      .select(columns)
      .from(users)
      .where(and(eq(users.clientId, clientId), eq(users.accountSid, accountSid)))
      .limit(1);
    return row ?? null;
  };

  app.get(
    '/v3/users/:clientId',
    { config: { access: rule.session }, schema: { params: ZUserPath, tags: ['users'] } },
    async (request) => {
      const auth = caller(request);
      const { clientId } = request.params;
      const self = clientId === auth.clientId && !auth.claims.act;
      if (!self && !auth.claims.privs['gumby-user-read']) throw notFound();
      const user = await findInAccount(auth.accountId, clientId);
      if (!user) throw notFound();
      return success(user);
    },
  );

  app.put(
    '/v3/users/:clientId',
    {
      config: { access: rule.session },
      schema: { params: ZUserPath, body: ZUserProfileInput, tags: ['users'] },
    },
    async (request) => {
      const auth = caller(request);
      const { clientId } = request.params;
      const self = clientId === auth.clientId && !auth.claims.act;
      const user = await findInAccount(auth.accountId, clientId);
      if (!user || (!self && !auth.claims.privs['gumby-user-read'])) throw notFound();
      if (!self && !auth.claims.privs['gumby-user-update']) throw forbidden();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set(request.body)
          .where(eq(users.clientId, clientId))
          .returning(columns);
        await recordAudit(tx, request, {
          action: 'user.profile_update',
          targetType: 'user',
          targetId: clientId,
          detail: { fields: Object.keys(request.body) },
        });
        return row!;
      });
      return success(updated);
    },
  );
}
