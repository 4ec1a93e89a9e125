import type { FastifyInstance } from 'fastify';
import { dashboardEndpoint } from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { dashboardSummary } from './repository';

/** The dashboard's summary (issue 29); its charts read GET /v3/stats. */
export default async function dashboardRoutes(app: FastifyInstance) {
  endpointRoutes(app, dashboardEndpoint, {
    get: async ({ db, auth }) => [await dashboardSummary(db, auth.accountId)],
  });
}
