import type { FastifyInstance } from 'fastify';
import {
  OUR_MESSAGES,
  webhookDeliveriesEndpoint,
  webhookEventCatalogue,
  webhookPresets,
  webhooksResource,
} from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { resourceRoutes } from '../../lib/resource-routes';
import { deliveriesListRoute } from './deliveries-list-route';
import { deliveryActions } from './delivery-actions';
import { markNoticesSeen, unseenNotices, webhookConnections, webhooksRepository } from './repository';

/**
 * The account's webhooks (doc 001 §3) on the resource kit, with what the form needs beside them
 * as the definition's reads: the event catalogue, ready-made presets, where the account's events
 * go and the notices of webhooks turned off. The fixed paths win over `/v3/webhooks/{id}`
 * (Fastify tries static routes first). Their deliveries (issue 28): the list, a retry, a test
 * event and the secret's rotation.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  resourceRoutes(app, webhooksResource, webhooksRepository(app.config.webhooks), {
    conflict: { message: OUR_MESSAGES.webhookNameTaken, field: 'name' },
    reads: {
      events: async () => webhookEventCatalogue(),
      presets: async () => webhookPresets(),
      connections: async (_request, scope) => webhookConnections(app.db, scope.accountId),
      notices: async (_request, scope) => unseenNotices(app.db, scope.accountId),
    },
  });

  deliveriesListRoute(app);
  const actions = deliveryActions(app);
  endpointRoutes(app, webhookDeliveriesEndpoint, {
    retry: async ({ auth, params, audited }) => {
      const delivery = await audited(
        (tx) => actions.retry(tx, auth.accountId, params.id, params.deliveryId),
        (found) =>
          found && {
            operation: 'retry',
            targetType: 'webhook delivery',
            targetId: found.id,
            detail: { webhookId: params.id },
          },
      );
      if (!delivery) throw notFound();
      return [delivery];
    },
    test: async ({ auth, params, body, audited }) => {
      const delivery = await audited(
        (tx) => actions.test(tx, auth.accountId, params.id, body?.event),
        (made) =>
          made && {
            operation: 'test',
            targetType: 'webhook',
            targetId: params.id,
            detail: { deliveryId: made.id, event: made.event },
          },
      );
      if (!delivery) throw notFound();
      return [delivery];
    },
    rotateSecret: async ({ auth, params, audited }) => {
      const secret = await audited(
        (tx) => actions.rotateSecret(tx, auth.accountId, params.id),
        (rotated) =>
          rotated === null
            ? null
            : { operation: 'rotate-secret', targetType: 'webhook', targetId: params.id },
      );
      if (!secret) throw notFound();
      return [{ id: params.id, secret }];
    },
    // being told is no change to audit: the turning off was audited when it happened
    noticesSeen: async ({ db, auth, body }) => {
      const ids = await db.transaction((tx) => markNoticesSeen(tx, auth.accountId, body.ids));
      return ids.map((id) => ({ id }));
    },
  });
}
