import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MICRO_DEPOSIT_TRIES,
  STATEMENT_TEXT,
  ZMicroDeposits,
  feeMonth,
  statementsEndpoint,
  ZPaymentMethodItem,
  autoRechargeEndpoint,
  balanceEndpoint,
  fundsEndpoint,
  unitsOfDollars,
  paymentMethodsResource,
  success,
  text,
  transactionsResource,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { badRequest, notFound } from '../../lib/errors';
import { resourceRoutes, scopeOf } from '../../lib/resource-routes';
import { answers } from '../../lib/responses';
import { balanceOf } from '../../ledger/ledger';
import { readAutoRecharge, saveAutoRecharge } from './auto-recharge-repository';
import { listStatements, statementOf } from './statements-repository';
import { fundFromMethod, methodToCharge, paymentRefused } from './funds-repository';
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

  endpointRoutes(fastify, fundsEndpoint, {
    add: async ({ db, auth, body, request }) => {
      const method = await methodToCharge(db, auth.accountId, body.paymentMethodId);
      const result = await fundFromMethod(
        { db, processor: fastify.payments },
        {
          accountSid: auth.accountId,
          method,
          amountUnits: unitsOfDollars(body.amount),
          kind: 'funds',
          // the client's key, per account: a retried Add Funds charges and credits once
          ledgerKey: `funds:${body.idempotencyKey}`,
          createdBy: auth.clientId,
        },
        (work) =>
          audited(db, request, work, (posted) =>
            posted.replayed
              ? null
              : {
                  resource: fundsEndpoint.name,
                  operation: 'add',
                  targetType: 'ledger entry',
                  targetId: posted.entry.id,
                  detail: { amount: posted.entry.amount, paymentMethodId: method.id },
                },
          ),
      );
      if (!result.ok) throw paymentRefused(result.message);
      const { posted } = result;
      return [
        { entry: posted.entry, balance: await balanceOf(db, auth.accountId), replayed: posted.replayed },
      ];
    },
  });

  endpointRoutes(fastify, statementsEndpoint, {
    list: async ({ db, auth }) => listStatements(db, auth.accountId),
    get: async ({ db, auth, params }) => {
      if (params.month > feeMonth(new Date())) throw badRequest(STATEMENT_TEXT.future, 'month');
      const statement = await statementOf(db, auth.accountId, params.month);
      if (!statement) throw notFound();
      return [statement];
    },
  });

  endpointRoutes(fastify, autoRechargeEndpoint, {
    get: async ({ db, auth }) => [await readAutoRecharge(db, auth.accountId)],
    put: async ({ auth, body, audited: withAudit }) => [
      await withAudit((tx) => saveAutoRecharge(tx, auth.accountId, body), {
        operation: 'update',
        targetType: 'account',
        targetId: auth.accountId,
        detail: { ...body },
      }),
    ],
  });

  const methods = paymentMethodsRepository(fastify.payments, fastify.mailer);
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
  app.post(
    `${paymentMethodsResource.path}/:id/verify`,
    {
      config: { access },
      schema: {
        tags: [paymentMethodsResource.name],
        summary: 'Verify a bank account',
        description: `Confirms the two micro-deposits (in cents) made to a bank account when it was added; it can be charged from then on, and becomes the default if there is none. ${MICRO_DEPOSIT_TRIES} wrong tries and it must be added again.`,
        params: z.strictObject({ id: text().min(1).max(200) }),
        body: ZMicroDeposits,
        response: answers(ZPaymentMethodItem, { access, notFound: true }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const result = await audited(
        app.db,
        request,
        (tx) => methods.verify(tx, scope, request.params.id, request.body.amounts),
        (r) =>
          r
            ? {
                resource: paymentMethodsResource.name,
                operation: 'wrong' in r ? 'verify-refused' : 'verify',
                targetType: paymentMethodsResource.label,
                targetId: request.params.id,
              }
            : null,
      );
      if (!result) throw notFound();
      // after the commit: the wrong try is counted even though the answer is a 400
      if ('wrong' in result) throw badRequest(result.wrong, 'amounts');
      return success(result.item);
    },
  );
}
