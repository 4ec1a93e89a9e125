import type { FastifyInstance } from 'fastify';
import { ZPortalConfig, rule, success } from '@parley/domain';
import { answers } from '../../lib/responses';

/**
 * What the browser needs from configuration: the version, the error-reporting DSN, and where
 * external links and help items go. Nothing here is secret; who sees which link is the shell's
 * privilege rules.
 */
export default async function portalRoutes(app: FastifyInstance) {
  app.get(
    '/v3/portal/config',
    {
      config: { access: rule.public },
      schema: {
        tags: ['portal'],
        summary: "The portal's configuration",
        description: 'The version, the error-reporting DSN and where external links and help items go.',
        response: answers(ZPortalConfig, { access: rule.public }),
      },
    },
    async () =>
      success({
        version: app.config.version,
        sentryDsn: app.config.sentryDsn ?? null,
        links: app.config.links,
      }),
  );
}
