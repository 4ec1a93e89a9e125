import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDeletedCount,
  ZUserConfigDelete,
  ZUserConfigEntry,
  ZUserConfigPut,
  ZUserConfigPutParams,
  rule,
  success,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { answers } from '../../lib/responses';
import { caller } from '../../plugins/auth';
import { deleteUserConfig, listUserConfig, upsertUserConfig } from './repository';

/**
 * GET /v3/user/config, PUT /v3/user/config/{key}, DELETE /v3/user/config (doc 001 §7).
 * Settings of the calling user only; any signed-in user may keep their own (docs/decisions.md).
 */
export default async function userConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['user configuration'];
  const access = rule.session;

  app.get(
    '/v3/user/config',
    {
      config: { access },
      schema: {
        tags,
        summary: "The user's settings",
        description: "The caller's own entries, by key.",
        response: answers(ZUserConfigEntry, { access }),
      },
    },
    async (request) => success(await listUserConfig(db, caller(request).clientId)),
  );

  app.put(
    '/v3/user/config/:key',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set one setting',
        description: 'The key in the body must match the key in the path.',
        params: ZUserConfigPutParams,
        body: ZUserConfigPut,
        response: answers(ZUserConfigEntry, { access }),
      },
    },
    async (request) => {
      const auth = caller(request);
      const { key, value } = request.body;
      if (key !== request.params.key)
        throw badRequest('The key in the body must match the key in the path.', 'key');
      await audited(db, request, (tx) => upsertUserConfig(tx, auth.clientId, key, value), {
        resource: 'user-config',
        operation: 'update',
        targetType: 'user',
        targetId: auth.clientId,
        detail: { key },
      });
      return success({ key, value });
    },
  );

  app.delete(
    '/v3/user/config',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete settings',
        description: 'Up to 50 keys; answers how many were there.',
        body: ZUserConfigDelete,
        response: answers(ZDeletedCount, { access }),
      },
    },
    async (request) => {
      const auth = caller(request);
      const keys = request.body.map((e) => e.key);
      const deleted = await audited(db, request, (tx) => deleteUserConfig(tx, auth.clientId, keys), {
        resource: 'user-config',
        operation: 'delete',
        targetType: 'user',
        targetId: auth.clientId,
        detail: { keys },
      });
      return success({ deleted });
    },
  );
}
