import type { FastifyInstance } from 'fastify';
import { OUR_MESSAGES, webhookEventCatalogue, webhookPresets, webhooksResource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { webhookConnections, webhooksRepository } from './repository';

/**
 * The account's webhooks (doc 001 §3) on the resource kit, with what the form needs beside them
 * as the definition's reads: the event catalogue, ready-made presets and where the account's
 * events go. The fixed paths win over `/v3/webhooks/{id}` (Fastify tries static routes first).
 */
export default async function webhookRoutes(app: FastifyInstance) {
  resourceRoutes(app, webhooksResource, webhooksRepository, {
    conflict: { message: OUR_MESSAGES.webhookNameTaken, field: 'name' },
    reads: {
      events: async () => webhookEventCatalogue(),
      presets: async () => webhookPresets(),
      connections: async (_request, scope) => webhookConnections(app.db, scope.accountId),
    },
  });
}
