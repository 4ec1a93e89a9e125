import type { FastifyInstance } from 'fastify';
import { accountConfigEndpoint } from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { deleteAccountConfig, listAccountConfig, upsertAccountConfig } from './repository';

/** GET|PUT|DELETE /v3/accounts/config (doc 001 §7): the caller's own account only. */
export default async function accountConfigRoutes(app: FastifyInstance) {
  endpointRoutes(app, accountConfigEndpoint, {
    get: async ({ db, auth }) => listAccountConfig(db, auth.accountId),
    put: async ({ db, auth, body, audited }) => {
      // The tenant comes from the token: an entry naming another account is as good as missing.
      if (body.some((e) => e.accountSid !== auth.accountId)) throw notFound();
      await audited((tx) => upsertAccountConfig(tx, body), {
        operation: 'update',
        targetType: 'account',
        targetId: auth.accountId,
        detail: { keys: body.map((e) => e.key) },
      });
      return listAccountConfig(db, auth.accountId);
    },
    delete: async ({ auth, body, audited }) => {
      if (body.some((e) => e.accountSid !== auth.accountId)) throw notFound();
      const deleted = await audited(
        (tx) => deleteAccountConfig(tx, body),
        (n) => ({
          operation: 'delete',
          targetType: 'account',
          targetId: auth.accountId,
          detail: { keys: body.map((e) => e.key), deleted: n },
        }),
      );
      return { deleted };
    },
  });
}
