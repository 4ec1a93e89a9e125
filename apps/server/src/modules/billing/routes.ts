import type { FastifyInstance } from 'fastify';
import { balanceEndpoint } from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { balanceOf } from '../../ledger/ledger';

/** Billing (issue 27): the balance, derived from the account's ledger. */
export default async function billingRoutes(app: FastifyInstance) {
  endpointRoutes(app, balanceEndpoint, {
    get: async ({ db, auth }) => [await balanceOf(db, auth.accountId)],
  });
}
