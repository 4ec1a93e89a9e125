import type { FastifyInstance } from 'fastify';
import { TEMPLATE_TEXTS, templatesResource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { templatesRepository } from './repository';

/**
 * The account's message templates (issue 15) on the resource kit. The content is checked by the
 * definition's schema with the editor's analysis; the attached asset must be one of the
 * account's (400 otherwise); a title the account already uses (case ignored) is a 409.
 */
export default async function templateRoutes(app: FastifyInstance) {
  resourceRoutes(app, templatesResource, templatesRepository(app.config.assets.publicUrl), {
    conflict: { message: TEMPLATE_TEXTS.titleTaken, field: 'templateTitle' },
  });
}
