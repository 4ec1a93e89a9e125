import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WEBHOOK_DELIVERIES_LIMIT,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  paged,
  text,
  webhooksResource,
} from '@parley/domain';
import { notFound } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../../lib/paging';
import { scopeOf } from '../../lib/resource-routes';
import { pageAnswers } from '../../lib/responses';
import { deliveriesRepository, webhookEventsOf } from './deliveries-repository';

const SORT = '-created';

/**
 * `GET /v3/webhooks/:id/deliveries` (issue 28): the webhook's deliveries, newest first, a page by
 * cursor as the kit's lists page (the same cursor, paging.ts), with the last attempt's figures.
 * Beside the kit's routes because it lists under one webhook: another account's webhook is 404.
 */
export function deliveriesListRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = webhooksResource.access.read;
  app.get(
    `${webhooksResource.path}/:id/deliveries`,
    {
      config: { access },
      schema: {
        tags: [webhooksResource.name],
        summary: 'A webhook’s deliveries',
        description: `Newest first: each event sent to the webhook with its status, attempts and the last attempt’s status code, latency and first 1 KB of the answer. Pages by cursor: pass page.nextCursor back as cursor until it is null. At most ${WEBHOOK_DELIVERIES_LIMIT.max} a page (default ${WEBHOOK_DELIVERIES_LIMIT.default}).`,
        params: z.strictObject({ id: text().min(1).max(200) }),
        querystring: ZWebhookDeliveriesQuery,
        response: pageAnswers(ZWebhookDelivery, { access, notFound: true }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const webhook = await webhookEventsOf(app.db, scope.accountId, request.params.id);
      if (!webhook) throw notFound();
      const limit = request.query.limit ?? WEBHOOK_DELIVERIES_LIMIT.default;
      const { cursor } = request.query;
      const { items, next } = await deliveriesRepository.list(app.db, scope, {
        limit,
        sort: { field: 'created', desc: true },
        after: cursor ? decodeCursor(cursor, SORT, 'timestamp') : null,
        filters: { webhookId: webhook.id },
      });
      return paged(items, { nextCursor: next ? encodeCursor({ sort: SORT, ...next }) : null, limit });
    },
  );
}
