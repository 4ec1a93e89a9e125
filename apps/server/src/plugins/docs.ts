import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_TITLE = 'Parley API reference';

const theme = (name: string) => readFileSync(join(import.meta.dirname, 'docs-theme', name), 'utf8');
const mark = () => readFileSync(join(import.meta.dirname, '../assets/parley-mark.svg'));

/**
 * /docs without its one style exception: the site's CSP allows inline styles only because
 * Mantine writes CSS variables in style attributes, and Swagger UI needs none once its top bar
 * is gone (docs/decisions.md).
 */
export const docsCsp = (siteCsp: string) =>
  siteCsp.replace(/style-src ([^;]*)/, (_all, sources: string) =>
    `style-src ${sources.replace(/\s*'unsafe-inline'/, '')}`.trim(),
  );

/**
 * The OpenAPI description of every route, and its page at /docs, in Parley's colours.
 *
 * The stock page logged a CSP violation on every visit: @fastify/swagger-ui's `staticCSP` put a
 * CSP of its own in place of the site's, without inline styles, while Swagger UI's top bar draws
 * its logo as an SVG holding a `<style>` element. The top bar (its logo, the spec URL box, the
 * dark-mode switch) goes, BaseLayout renders the reference alone, and a script file of ours adds
 * Parley's header; the site's CSP is kept, one notch stricter.
 */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: DOCS_TITLE,
        version: app.config.version,
        description: 'Every answer is the envelope { status, payload, error }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // no online validator badge (an image from another origin), no top bar
    validatorUrl: false,
    // No deep links: each is a link inside the operation's toggle button (axe: nested-interactive).
    // Tags closed: with 150 tags and operations open, Swagger UI 5 draws only those in the viewport
    // (a virtual list), so the browser's find missed the rest and the page looked cut short after
    // the assets group. Closed, the 27 tags are all drawn and each opens whole (docs/decisions.md).
    uiConfig: { layout: 'BaseLayout', deepLinking: false, docExpansion: 'none' },
    staticCSP: false,
    transformStaticCSP: docsCsp,
    theme: {
      title: DOCS_TITLE,
      css: [{ filename: 'parley-docs.css', content: theme('parley-docs.css') }],
      js: [{ filename: 'parley-docs.js', content: theme('parley-docs.js') }],
      favicon: [
        { filename: 'parley-mark.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: mark() },
      ],
    },
    // Only the StandaloneLayout's top bar would show it; given so the Fastify logo is not shipped.
    logo: { type: 'image/svg+xml', content: mark() },
  });
});
