import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAccountConfigDelete,
  ZAccountConfigEntry,
  ZAccountConfigPut,
  ZDeletedCount,
  rule,
  success,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { answers } from '../../lib/responses';
import { caller } from '../../plugins/auth';
import { deleteAccountConfig, listAccountConfig, upsertAccountConfig } from './repository';

/** GET|PUT|DELETE /v3/accounts/config (doc 001 §7): the caller's own account only. */
export default async function accountConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['account configuration'];
  const update = rule.all('gumby-acct-update');

  app.get(
    '/v3/accounts/config',
    {
      config: { access: rule.session },
      schema: {
        tags,
        summary: "The account's configuration",
        description: "Every entry of the caller's account, by key.",
        response: answers(ZAccountConfigEntry, { access: rule.session }),
      },
    },
    async (request) => success(await listAccountConfig(db, caller(request).accountId)),
  );

  app.put(
    '/v3/accounts/config',
    {
      config: { access: update },
      schema: {
        tags,
        summary: 'Set configuration entries',
        description:
          "Up to 50 entries of the caller's account (another account's answers 404); feature flags, funding and the support plan are read-only here. Answers every entry after the change.",
        body: ZAccountConfigPut,
        response: answers(ZAccountConfigEntry, { access: update, notFound: true }),
      },
    },
    async (request) => {
      const auth = caller(request);
      // The tenant comes from the token: an entry naming another account is as good as missing.
      if (request.body.some((e) => e.accountSid !== auth.accountId)) throw notFound();
      await audited(db, request, (tx) => upsertAccountConfig(tx, request.body), {
        resource: 'account-config',
        operation: 'update',
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
      config: { access: update },
      schema: {
        tags,
        summary: 'Delete configuration entries',
        description: "Up to 50 keys of the caller's account; answers how many were there.",
        body: ZAccountConfigDelete,
        response: answers(ZDeletedCount, { access: update, notFound: true }),
      },
    },
    async (request) => {
      const auth = caller(request);
      if (request.body.some((e) => e.accountSid !== auth.accountId)) throw notFound();
      const deleted = await audited(
        db,
        request,
        (tx) => deleteAccountConfig(tx, request.body),
        (n) => ({
          resource: 'account-config',
          operation: 'delete',
          targetType: 'account',
          targetId: auth.accountId,
          detail: { keys: request.body.map((e) => e.key), deleted: n },
        }),
      );
      return success({ deleted });
    },
  );
}
