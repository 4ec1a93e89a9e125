import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MESSAGE_EXPORT_ID_PREFIX,
  MESSAGE_EXPORT_PATHS,
  MESSAGE_EXPORT_TEXTS,
  MESSAGE_READ,
  messageExportsEndpoint,
  text,
} from '@parley/domain';
import { newId } from '../../db/ids';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { conflict, notFound } from '../../lib/errors';
import { caller } from '../../plugins/auth';
import { createExport, exportOf, exportParts } from './repository';

/**
 * CSV exports of the message log (issue 28): started with the log's filters, written by a job
 * (jobs.ts), watched by their progress, then downloaded. Only the account's own exports are
 * found; another account's is 404 like one that does not exist.
 */
export default async function messageExportsRoutes(app: FastifyInstance) {
  endpointRoutes(app, messageExportsEndpoint, {
    start: ({ auth, body, audited }) =>
      audited(
        async (tx) => {
          const made = await createExport(tx, {
            id: newId(MESSAGE_EXPORT_ID_PREFIX),
            accountSid: auth.accountId,
            clientId: auth.clientId,
            filters: body,
          });
          await app.jobs.enqueue(tx, 'message-exports.write', { exportId: made.exportId });
          return made;
        },
        (made) => ({
          operation: 'create',
          targetType: 'message-export',
          targetId: made.exportId,
          detail: { filters: made.filters },
        }),
      ),
    get: async ({ db, auth, params }) => {
      const found = await exportOf(db, auth.accountId, params.exportId);
      if (!found) throw notFound();
      return found;
    },
  });

  // Not a JSON operation, so not in the OpenAPI document (as the assets' public images): the
  // export's own description names it, and this module's tests call it.
  app.get(
    MESSAGE_EXPORT_PATHS.file,
    {
      config: { access: MESSAGE_READ },
      schema: {
        hide: true,
        tags: ['messages'],
        summary: 'The CSV file of a finished export',
        params: z.strictObject({ exportId: text().trim().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const { exportId } = request.params as { exportId: string };
      const found = await exportOf(app.db, caller(request).accountId, exportId);
      if (!found) throw notFound();
      if (found.status !== 'done') throw conflict(MESSAGE_EXPORT_TEXTS.notDone);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${found.fileName}"`)
        .send(Readable.from(exportParts(app.db, exportId)));
    },
  );
}
