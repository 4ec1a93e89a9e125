import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  communicationReportEndpoint,
  failuresReportEndpoint,
  statsEndpoint,
  usageAlertNoticesEndpoint,
  usageAlertsResource,
  usageEndpoint,
  USAGE_ALERT_MESSAGES,
  type ZStatsQuery,
} from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { readerZone } from '../../lib/reader-zone';
import { resourceRoutes } from '../../lib/resource-routes';
import { communicationOf } from './communication-repository';
import { failuresOf } from './failures-repository';
import { usageOf } from './usage-repository';
import { markAlertNoticesSeen, unseenAlertNotices, usageAlertsRepository } from './usage-alerts-repository';
import { statsOf, type TStatsWindow } from './repository';

type TParsedStatsQuery = z.output<typeof ZStatsQuery>;

/**
 * The message stats of the dashboard and the reports (issue 29): the pipeline's rollup, the
 * failures by error code and the senders' volume from the messages, and the usage by category
 * from the ledger.
 */
export default async function statsRoutes(app: FastifyInstance) {
  const windowOf = async (
    db: Parameters<typeof readerZone>[0],
    auth: { accountId: string; clientId: string },
    query: TParsedStatsQuery,
  ): Promise<TStatsWindow> => ({
    startTimeMs: query.startTimeMs,
    endTimeMs: query.endTimeMs,
    period: query.aggregatePeriod,
    zone: await readerZone(db, auth.accountId, auth.clientId),
  });
  endpointRoutes(app, statsEndpoint, {
    get: async ({ db, auth, query }) => statsOf(db, auth.accountId, await windowOf(db, auth, query)),
  });
  endpointRoutes(app, usageEndpoint, {
    get: async ({ db, auth, query }) =>
      usageOf(
        db,
        auth.accountId,
        {
          startTimeMs: query.startTimeMs,
          endTimeMs: query.endTimeMs,
          period: query.aggregatePeriod,
          zone: await readerZone(db, auth.accountId, auth.clientId),
        },
        query.category,
      ),
  });
  endpointRoutes(app, communicationReportEndpoint, {
    get: async ({ db, auth, query }) => communicationOf(db, auth.accountId, query),
  });
  endpointRoutes(app, failuresReportEndpoint, {
    get: async ({ db, auth, query }) => failuresOf(db, auth.accountId, await windowOf(db, auth, query)),
  });
  resourceRoutes(app, usageAlertsResource, usageAlertsRepository, {
    conflict: { message: USAGE_ALERT_MESSAGES.nameTaken, field: 'name' },
    reads: {
      notices: async (_request, scope) => unseenAlertNotices(app.db, scope.accountId),
    },
  });
  endpointRoutes(app, usageAlertNoticesEndpoint, {
    // being told is no change to audit: the firing is on the alert
    seen: async ({ db, auth, body }) => {
      const ids = await db.transaction((tx) => markAlertNoticesSeen(tx, auth.accountId, body.ids));
      return ids.map((id) => ({ id }));
    },
  });
}
