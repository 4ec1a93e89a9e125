import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUserConfigDelete, ZUserConfigPut, ZUserConfigPutParams, rule, success } from '@parley/domain';
import { audited } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { caller } from '../../plugins/auth';
import { deleteUserConfig, listUserConfig, upsertUserConfig } from './repository';

/**
 * GET /v3/user/config, PUT /v3/user/config/{key}, DELETE /v3/user/config (doc 001 §7).
 * Settings of the calling user only; any signed-in user may keep their own (docs/decisions.md).
 */
export default async function userConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/v3/user/config',
    { config: { access: rule.session }, schema: { tags: ['user configuration'] } },
    async (request) => success(await listUserConfig(db, caller(request).clientId)),
  );

  app.put(
    '/v3/user/config/:key',
    {
      config: { access: rule.session },
      schema: { params: ZUserConfigPutParams, body: ZUserConfigPut, tags: ['user configuration'] },
    },
    async (request) => {
      const auth = caller(request);
      const { key, value } = request.body;
      if (key !== request.params.key)
        throw badRequest('The key in the body must match the key in the path.', 'key');
      await audited(db, request, (tx) => upsertUserConfig(tx, auth.clientId, key, value), {
        action: 'user_config.update',
        targetType: 'user',
        targetId: auth.clientId,
        detail: { key },
      });
      return success({ key, value });
    },
  );

  app.delete(
    '/v3/user/config',
    { config: { access: rule.session }, schema: { body: ZUserConfigDelete, tags: ['user configuration'] } },
    async (request) => {
      const auth = caller(request);
      const keys = request.body.map((e) => e.key);
      const deleted = await audited(db, request, (tx) => deleteUserConfig(tx, auth.clientId, keys), {
        action: 'user_config.delete',
        targetType: 'user',
        targetId: auth.clientId,
        detail: { keys },
      });
      return success({ deleted });
    },
  );
}
