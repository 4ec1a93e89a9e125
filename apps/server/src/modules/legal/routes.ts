import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { rule } from '@parley/domain';
import { LEGAL_PATHS, type LegalDocument } from '../../config';
import { LEGAL_ASSETS, legalDocumentPage, legalNotFoundPage } from './page';

const ASSETS_DIR = join(import.meta.dirname, '../../assets');

/**
 * The EULA and MSA the Add Feature terms link to, served by the portal itself so they always
 * open (issue 11): the configured file, or a sample that says it is one. Public, like any page
 * of terms; not part of the API, so not in its OpenAPI description.
 */
export default async function legalRoutes(app: FastifyInstance) {
  const css = readFileSync(join(import.meta.dirname, 'legal.css'));
  const mark = readFileSync(join(ASSETS_DIR, 'parley-mark.svg'));
  const pages = Object.fromEntries(
    (Object.keys(LEGAL_PATHS) as LegalDocument[]).map((d) => [d, legalDocumentPage(d, app.config.legal)]),
  ) as Record<LegalDocument, string>;
  const options = { config: { access: rule.public }, schema: { hide: true } };

  for (const document of Object.keys(LEGAL_PATHS) as LegalDocument[]) {
    app.get(LEGAL_PATHS[document], options, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pages[document]),
    );
  }
  app.get(LEGAL_ASSETS.css, options, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(css),
  );
  app.get(LEGAL_ASSETS.mark, options, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(mark),
  );
  // Any other /legal address: a page that says so, not the app's fallback nor a JSON envelope.
  app.get('/legal/*', options, async (_request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(legalNotFoundPage()),
  );
}
