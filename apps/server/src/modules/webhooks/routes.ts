import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OUR_MESSAGES,
  WEBHOOK_PATHS,
  ZWebhookConnection,
  ZWebhookEventInfo,
  ZWebhookPreset,
  success,
  webhookEventCatalogue,
  webhookPresets,
  webhooksResource,
} from '@parley/domain';
import { caller } from '../../plugins/auth';
import { resourceRoutes } from '../../lib/resource-routes';
import { answers } from '../../lib/responses';
import { webhookConnections, webhooksRepository } from './repository';

/**
 * The account's webhooks (doc 001 §3) on the resource kit, and what the form needs beside them:
 * the event catalogue, ready-made presets and where the account's events go. The fixed paths win
 * over `/v3/webhooks/{id}` (Fastify tries static routes first), and no id is one of those words.
 */
export default async function webhookRoutes(fastify: FastifyInstance) {
  resourceRoutes(fastify, webhooksResource, webhooksRepository, {
    conflict: { message: OUR_MESSAGES.webhookNameTaken, field: 'name' },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = webhooksResource.access.read;
  const tags = [webhooksResource.name];

  app.get(
    WEBHOOK_PATHS.events,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The events a webhook can send',
        description: 'The event catalogue of doc 001 §3: each event with the fields of its payload.',
        response: answers(ZWebhookEventInfo, { access }),
      },
    },
    async () => success(webhookEventCatalogue()),
  );

  app.get(
    WEBHOOK_PATHS.presets,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Ready-made choices of events',
        description: 'Named sets of events the webhook form can start from.',
        response: answers(ZWebhookPreset, { access }),
      },
    },
    async () => success(webhookPresets()),
  );

  app.get(
    WEBHOOK_PATHS.connections,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Where the account’s webhooks send',
        description:
          'One row per receiving host: how many of the account’s webhooks send there, and how many of those are enabled.',
        response: answers(ZWebhookConnection, { access }),
      },
    },
    async (request) => success(await webhookConnections(app.db, caller(request).accountId)),
  );
}
