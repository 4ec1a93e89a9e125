import type { FastifyInstance } from 'fastify';
import { statsEndpoint } from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { readerZone, statsOf } from './repository';

/** The message stats of the dashboard and the reports (issue 29), from the pipeline's rollup. */
export default async function statsRoutes(app: FastifyInstance) {
  endpointRoutes(app, statsEndpoint, {
    get: async ({ db, auth, query }) =>
      statsOf(db, auth.accountId, {
        startTimeMs: query.startTimeMs,
        endTimeMs: query.endTimeMs,
        period: query.aggregatePeriod,
        zone: await readerZone(db, auth.accountId, auth.clientId),
      }),
  });
}
