import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPaymentMethodItem,
  balanceEndpoint,
  paymentMethodsResource,
  success,
  text,
  transactionsResource,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { resourceRoutes, scopeOf } from '../../lib/resource-routes';
import { answers } from '../../lib/responses';
import { balanceOf } from '../../ledger/ledger';
import { paymentMethodsRepository } from './payment-methods-repository';
import { transactionsRepository } from './transactions-repository';

/**
 * Billing (issue 27): the balance, derived from the account's ledger, the ledger itself, and the
 * payment methods (cards tokenised by the payment processor: simulated unless configured).
 */
export default async function billingRoutes(fastify: FastifyInstance) {
  endpointRoutes(fastify, balanceEndpoint, {
    get: async ({ db, auth }) => [await balanceOf(db, auth.accountId)],
  });
  resourceRoutes(fastify, transactionsResource, transactionsRepository);

  const methods = paymentMethodsRepository(fastify.payments);
  resourceRoutes(fastify, paymentMethodsResource, methods);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = paymentMethodsResource.access.write!;
  app.put(
    `${paymentMethodsResource.path}/:id/default`,
    {
      config: { access },
      schema: {
        tags: [paymentMethodsResource.name],
        summary: 'Make a payment method the default',
        description:
          'Add Funds and auto recharge charge the default unless told otherwise; the one that was the default no longer is.',
        params: z.strictObject({ id: text().min(1).max(200) }),
        response: answers(ZPaymentMethodItem, { access, notFound: true }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const item = await audited(
        app.db,
        request,
        (tx) => methods.setDefault(tx, scope, request.params.id),
        (m) =>
          m
            ? {
                resource: paymentMethodsResource.name,
                operation: 'default',
                targetType: paymentMethodsResource.label,
                targetId: m.id,
              }
            : null,
      );
      if (!item) throw notFound();
      return success(item);
    },
  );
}
