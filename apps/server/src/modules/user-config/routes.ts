import type { FastifyInstance } from 'fastify';
import { userConfigEndpoint } from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { badRequest } from '../../lib/errors';
import { deleteUserConfig, listUserConfig, upsertUserConfig } from './repository';

/**
 * GET /v3/user/config, PUT /v3/user/config/{key}, DELETE /v3/user/config (doc 001 §7).
 * Settings of the calling user only; any signed-in user may keep their own (docs/decisions.md).
 */
export default async function userConfigRoutes(app: FastifyInstance) {
  endpointRoutes(app, userConfigEndpoint, {
    get: async ({ db, auth }) => listUserConfig(db, auth.clientId),
    put: async ({ auth, body, params, audited }) => {
      const { key, value } = body;
      if (key !== params.key) throw badRequest('The key in the body must match the key in the path.', 'key');
      await audited((tx) => upsertUserConfig(tx, auth.clientId, key, value), {
        operation: 'update',
        targetType: 'user',
        targetId: auth.clientId,
        detail: { key },
      });
      return { key, value };
    },
    delete: async ({ auth, body, audited }) => {
      const keys = body.map((e) => e.key);
      const deleted = await audited((tx) => deleteUserConfig(tx, auth.clientId, keys), {
        operation: 'delete',
        targetType: 'user',
        targetId: auth.clientId,
        detail: { keys },
      });
      return { deleted };
    },
  });
}
