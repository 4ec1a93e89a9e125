import type { FastifyInstance } from 'fastify';
import { balanceEndpoint, transactionsResource } from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { resourceRoutes } from '../../lib/resource-routes';
import { balanceOf } from '../../ledger/ledger';
import { transactionsRepository } from './transactions-repository';

/** Billing (issue 27): the balance, derived from the account's ledger, and the ledger itself. */
export default async function billingRoutes(app: FastifyInstance) {
  endpointRoutes(app, balanceEndpoint, {
    get: async ({ db, auth }) => [await balanceOf(db, auth.accountId)],
  });
  resourceRoutes(app, transactionsResource, transactionsRepository);
}
