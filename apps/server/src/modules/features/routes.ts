import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADD_FEATURE_OUR_TEXT,
  ZEnableFeatureInput,
  ZEnableFeatureResult,
  ZUcaasUserCreated,
  ZUcaasUserInput,
  pricingEndpoint,
  rule,
  success,
  type TFeatureKey,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { answers } from '../../lib/responses';
import { caller } from '../../plugins/auth';
import { findUser } from '../../lib/identity';
import { enableFeature, saveUcaasUser } from './repository';
import { listPriceRates } from '../../lib/price-list';

/** Add Feature (doc 000 §7, doc 001 §7): the price list, enabling a feature, the UCaaS user. */
export default async function featureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['features'];
  const addFeature = rule.all('add-feature');

  endpointRoutes(fastify, pricingEndpoint, { get: async () => listPriceRates(db) });

  const enable = async (request: FastifyRequest, feature: TFeatureKey) => {
    const auth = caller(request);
    const result = await audited(
      db,
      request,
      (tx) => enableFeature(tx, auth.accountId, feature, app.jobs, auth.clientId),
      // Every accepted call is recorded, the ones that found the feature on already too: who
      // asked for a paid feature, and when, matters even when nothing had to change.
      (r) => ({
        resource: 'features',
        operation: r.changed ? 'enable' : 'enable-unchanged',
        targetType: 'account',
        targetId: auth.accountId,
        detail: { feature, ...(r.value ? { value: r.value } : {}) },
      }),
    );
    const { value: _value, ...answer } = result;
    return success(answer);
  };

  // The portal's own call (v4) and the account service's (v3, the provider hook of doc 001 §4).
  for (const url of ['/v4/account/feature/', '/v3/account/feature/']) {
    app.post(
      url,
      {
        config: { access: addFeature },
        schema: {
          tags,
          summary: url.startsWith('/v4')
            ? 'Enable a feature'
            : 'Enable a feature (the account service’s call, as /v4/account/feature/)',
          description:
            'Turns the feature on for the caller’s account: 402 when the account is unfunded, 409 for UCaaS before its user exists. A feature already on answers changed: false. Every call is audited.',
          body: ZEnableFeatureInput,
          response: answers(ZEnableFeatureResult, { access: addFeature, also: [402, 409] }),
        },
      },
      async (request) => enable(request, request.body.featureName as TFeatureKey),
    );
  }

  app.post(
    '/v3/accounts/wazo/feature',
    {
      config: { access: addFeature },
      schema: {
        tags,
        summary: 'Create the UCaaS user',
        description:
          "For the caller's own username only; a second call sets a new password. 402 when the account is unfunded.",
        body: ZUcaasUserInput,
        response: answers(ZUcaasUserCreated, { access: addFeature, also: [402] }),
      },
    },
    async (request) => {
      const auth = caller(request);
      const user = await findUser(db, auth.clientId);
      // The dialog shows the username read-only: the server takes nothing else.
      if (!user || request.body.username.toLowerCase() !== user.username)
        throw badRequest(ADD_FEATURE_OUR_TEXT.ucaasUsernameOwn, 'username');
      const hash = await hashPassword(request.body.password, config.scryptN);
      const { created } = await audited(
        db,
        request,
        (tx) => saveUcaasUser(tx, auth.accountId, user.username, hash),
        (r) => ({
          resource: 'ucaas-users',
          operation: r.created ? 'create' : 'update',
          targetType: 'account',
          targetId: auth.accountId,
          detail: { username: user.username },
        }),
      );
      return success({ username: user.username, created });
    },
  );
}
