import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAccountConfigDelete, ZAccountConfigPut, rule, success } from '@parley/domain';
import { audited } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { caller } from '../../plugins/auth';
import { deleteAccountConfig, listAccountConfig, upsertAccountConfig } from './repository';

/** GET|PUT|DELETE /v3/accounts/config (doc 001 §7): the caller's own account only. */
export default async function accountConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/v3/accounts/config',
    { config: { access: rule.session }, schema: { tags: ['account configuration'] } },
    async (request) => success(await listAccountConfig(db, caller(request).accountId)),
  );

  app.put(
    '/v3/accounts/config',
    {
      config: { access: rule.all('gumby-acct-update') },
      schema: { body: ZAccountConfigPut, tags: ['account configuration'] },
    },
    async (request) => {
      const auth = caller(request);
      // The tenant comes from the token: an entry naming another account is as good as missing.
      if (request.body.some((e) => e.accountSid !== auth.accountId)) throw notFound();
      await audited(db, request, (tx) => upsertAccountConfig(tx, request.body), {
        action: 'account_config.update',
        targetType: 'account',
        targetId: auth.accountId,
        detail: { keys: request.body.map((e) => e.key) },
      });
      return success(await listAccountConfig(db, auth.accountId));
    },
  );

  app.delete(
    '/v3/accounts/config',
    {
      config: { access: rule.all('gumby-acct-update') },
      schema: { body: ZAccountConfigDelete, tags: ['account configuration'] },
    },
    async (request) => {
      const auth = caller(request);
      if (request.body.some((e) => e.accountSid !== auth.accountId)) throw notFound();
      const deleted = await audited(
        db,
        request,
        (tx) => deleteAccountConfig(tx, request.body),
        (n) => ({
          action: 'account_config.delete',
          targetType: 'account',
          targetId: auth.accountId,
          detail: { keys: request.body.map((e) => e.key), deleted: n },
        }),
      );
      return success({ deleted });
    },
  );
}
