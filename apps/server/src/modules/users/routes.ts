import type { FastifyInstance } from 'fastify';
import { rule, usersResource, webrtcUsersResource } from '@parley/domain';
import { forbidden, notFound } from '../../lib/errors';
import { resourceRoutes, type Scope } from '../../lib/resource-routes';
import { usersRepository, webrtcUsersRepository } from './repository';

/** A user may always see and edit their own profile, but not while acting as another account. */
const isSelf = (scope: Scope, id: string | undefined) => id === scope.clientId && !scope.auth.claims.act;

/**
 * The account's users (doc 001 §3, §6). One user is readable by that user or with user read,
 * and changeable by that user or with user update; someone the caller may not see answers 404,
 * like another account's user.
 */
export default async function userRoutes(app: FastifyInstance) {
  resourceRoutes(app, usersResource, usersRepository, {
    access: { get: rule.session, update: rule.session },
    accessNote: {
      get: 'The user themself (not while acting as another account), or a caller with gumby-user-read; anyone else gets 404.',
      update:
        'The user themself (not while acting as another account), or a caller with gumby-user-update; a caller who can read but not change gets 403, one who cannot read 404.',
    },
    authorize(op, scope, id) {
      if (op === 'list' || isSelf(scope, id)) return;
      const privs = scope.auth.claims.privs;
      if (!privs['gumby-user-read']) throw notFound();
      if (op === 'update' && !privs['gumby-user-update']) throw forbidden();
    },
  });
  resourceRoutes(app, webrtcUsersResource, webrtcUsersRepository);
}
