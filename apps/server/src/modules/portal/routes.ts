import type { FastifyInstance } from 'fastify';
import { rule, success } from '@parley/domain';

/**
 * What the browser needs from configuration: the version, the error-reporting DSN, and where
 * external links and help items go. Nothing here is secret; who sees which link is the shell's
 * privilege rules.
 */
export default async function portalRoutes(app: FastifyInstance) {
  app.get('/v3/portal/config', { config: { access: rule.public }, schema: { tags: ['portal'] } }, async () =>
    success({
      version: app.config.version,
      sentryDsn: app.config.sentryDsn ?? null,
      links: app.config.links,
    }),
  );
}
