import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  USER_PATHS,
  ZUser,
  ZUserStatusInput,
  idParamsSchema,
  rule,
  success,
  usersResource,
  webrtcUsersResource,
  routePattern,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/errors';
import { resourceRoutes, scopeOf, type Scope } from '../../lib/resource-routes';
import { answers } from '../../lib/responses';
import { usersRepository, webrtcUsersRepository } from './repository';
import { assertChangeableUser, setUserStatus } from './user-actions-repository';

/** A user may always see and edit their own profile, but not while acting as another account. */
const isSelf = (scope: Scope, id: string | undefined) => id === scope.clientId && !scope.auth.claims.act;

const CHANGEABLE_NOTE =
  'A caller with gumby-user-update, for another user of the account who is not an account owner (409 for oneself or an owner).';

/**
 * The account's users (doc 001 §3, §6). One user is readable by that user or with user read,
 * and changeable by that user or with user update; someone the caller may not see answers 404,
 * like another account's user. The users page (issue 13) also disables, enables and deletes
 * users: never oneself, never an account owner.
 */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  resourceRoutes(app, usersResource, usersRepository, {
    access: { get: rule.session, update: rule.session },
    accessNote: {
      get: 'The user themself (not while acting as another account), or a caller with gumby-user-read; anyone else gets 404.',
      update:
        'The user themself (not while acting as another account), or a caller with gumby-user-update; a caller who can read but not change gets 403, one who cannot read 404.',
      delete: CHANGEABLE_NOTE,
    },
    async authorize(op, scope, id) {
      if (op === 'delete') return assertChangeableUser(app.db, scope, id ?? '');
      if (op === 'list' || isSelf(scope, id)) return;
      const privs = scope.auth.claims.privs;
      if (!privs['gumby-user-read']) throw notFound();
      if (op === 'update' && !privs['gumby-user-update']) throw forbidden();
    },
  });
  resourceRoutes(app, webrtcUsersResource, webrtcUsersRepository);

  const access = usersResource.access.write!;
  const idPattern = usersResource.idPattern!;
  app.put(
    routePattern(USER_PATHS.status),
    {
      config: { access },
      schema: {
        tags: [usersResource.name],
        summary: 'Enable or disable a user',
        description: `${CHANGEABLE_NOTE} An inactive user cannot sign in, and their sessions end at their next request.`,
        params: idParamsSchema(usersResource),
        body: ZUserStatusInput,
        response: answers(ZUser, { access, notFound: true, also: [409] }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { clientId } = request.params as { clientId: string };
      if (!idPattern.test(clientId)) throw notFound();
      await assertChangeableUser(app.db, scope, clientId);
      const { status } = request.body;
      const updated = await audited(
        app.db,
        request,
        (tx) => setUserStatus(tx, scope, clientId, status),
        (user) =>
          user
            ? {
                resource: 'users',
                operation: 'status',
                targetType: 'user',
                targetId: clientId,
                detail: { status },
              }
            : null,
      );
      if (!updated) throw notFound();
      return success(updated);
    },
  );
}
