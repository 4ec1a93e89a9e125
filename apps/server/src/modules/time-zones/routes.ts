import type { FastifyInstance } from 'fastify';
import { success, timeZonesCall } from '@parley/domain';
import { answers } from '../../lib/responses';
import { timeZonesRepository } from './repository';

/**
 * GET /v4/timezone/ (doc 001 §7): the zones whose |timezoneId| is at most 48, the US zones and
 * UTC first (doc 001 §3, §9). One answer, no paging: the list is short and fixed.
 */
export default async function timeZoneRoutes(app: FastifyInstance) {
  const { path, item, access } = timeZonesCall;
  app.get(
    path,
    {
      config: { access },
      schema: {
        tags: ['time zones'],
        summary: 'The time zones',
        description:
          'Every time zone a schedule may use, EST/EDT, CST/CDT, MST/MDT, PST/PDT, EST, CST, MST, PST and UTC first, then the rest by name.',
        response: answers(item, { access }),
      },
    },
    async () => success(timeZonesRepository.list()),
  );
}
