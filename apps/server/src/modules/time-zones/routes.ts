import type { FastifyInstance } from 'fastify';
import { timeZonesEndpoint } from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { timeZonesRepository } from './repository';

/**
 * GET /v4/timezone/ (doc 001 §7): the zones whose |timezoneId| is at most 48, the US zones and
 * UTC first (doc 001 §3, §9). One answer, no paging: the list is short and fixed.
 */
export default async function timeZoneRoutes(app: FastifyInstance) {
  endpointRoutes(app, timeZonesEndpoint, { get: async () => timeZonesRepository.list() });
}
