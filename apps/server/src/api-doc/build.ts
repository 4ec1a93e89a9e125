import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { memoryMailer } from '../lib/mailer';
import { renderApiDoc, type OpenApiDocument } from './render';

/** Where the page lives in the repository. */
export const API_DOC_FILE = resolve(import.meta.dirname, '../../../../docs/api.md');

/**
 * docs/api.md as `npm run docs:api` writes it: the app built on an in-memory PGlite (never
 * migrated: building the routes reads no table), its OpenAPI document rendered, and the page
 * formatted as `prettier --check` expects it.
 */
export async function generateApiDoc(): Promise<string> {
  const config = testConfig();
  const database = await openDatabase(config.database);
  const app = await buildApp(config, database, { mailer: memoryMailer() });
  try {
    await app.ready();
    // @fastify/swagger types the document with openapi-types; only the parts in OpenApiDocument are read.
    const markdown = renderApiDoc(app.swagger() as unknown as OpenApiDocument, app.routeAccess);
    const options = (await resolveConfig(API_DOC_FILE)) ?? {};
    return await format(markdown, { ...options, filepath: API_DOC_FILE });
  } finally {
    await app.close();
  }
}
