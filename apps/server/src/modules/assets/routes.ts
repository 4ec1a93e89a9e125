import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ASSET_MAX_BYTES, ASSET_PATHS, ASSET_TEXTS, ZAsset, assetsResource, success } from '@parley/domain';
import { assets } from '../../db/schema/index';
import { caller } from '../../plugins/auth';
import { audited } from '../../lib/audit';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { resourceRoutes } from '../../lib/resource-routes';
import { answers } from '../../lib/responses';
import { blobsFor, type Blobs } from '../../lib/storage/blobs';
import { mediaRoutes } from './media-routes';
import { assetsRepository, newAssetId, newPublicToken } from './repository';
import { UPLOAD_LIMITS, readUpload } from './upload';

/** How often the objects no asset uses are removed from an S3-compatible store (and at start). */
export const OBJECT_SWEEP_INTERVAL_MS = 60 * 60_000;

/** How long an upload may take to arrive and be stored: 1 MB at about 150 kbit/s. */
export const UPLOAD_DEADLINE_MS = 60_000;

/**
 * The image asset library (issue 14): list, get, rename and delete on the resource kit, the
 * multipart upload beside it, and the public URL a carrier fetches. Multipart is registered in
 * this module only; its body is read in the handler, after the auth hook (onRequest) has let the
 * caller through, so a caller without a session or the privilege never has the body read.
 */
export default async function assetRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const blobs = blobsFor(app.config.assets);
  app.addHook('onClose', () => blobs.close());
  if (app.config.assets.s3) sweepObjects(app, blobs);
  const repository = assetsRepository(blobs, app.config.assets.publicUrl);
  const nameTaken = { message: ASSET_TEXTS.nameTaken, field: 'name' };

  // the kit's routes change an asset (its create is the upload below): a taken name is a rename's
  resourceRoutes(app, assetsResource, repository, {
    conflict: { message: ASSET_TEXTS.renameTaken, field: 'name' },
  });

  const access = assetsResource.access.write!;
  app.post(
    ASSET_PATHS.upload,
    {
      // The request deadline (REQUEST_TIMEOUT_MS, 9 s) counts from the request's arrival, so it would
      // cut off a 1 MB upload on a slow mobile link (~1 Mbit/s); the database steps keep their own
      // statement and query timeouts, and Node's requestTimeout still bounds a stalled body.
      handlerTimeout: Math.max(app.config.requestTimeoutMs, UPLOAD_DEADLINE_MS),
      config: { access },
      schema: {
        tags: [assetsResource.name],
        summary: 'Upload an asset',
        description: [
          'multipart/form-data: `file` (one JPEG, PNG or GIF of at most',
          `${ASSET_MAX_BYTES.toLocaleString('en-US')} bytes; the type is read from the bytes),`,
          "`name`, `type` ('mms-image') and an optional `description`.",
          'Over the limit: 413. Not a supported image, or bytes after its end: 415 or 400.',
          'A name the account already uses (case ignored): 409.',
          'Each asset’s `publicUrl` (`/media/{token}.{ext}`, GET and HEAD) serves the image without a session:',
          'the detected type, nosniff, a fixed Content-Disposition, cached for a year; 404 once the asset is deleted.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        response: answers(ZAsset, { access, also: [409] }),
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = { accountId: auth.accountId, clientId: auth.clientId, auth };
      const upload = await readUpload(request);
      const hash = createHash('sha256').update(upload.bytes).digest('hex');
      const id = newAssetId();
      try {
        await audited(
          app.db,
          request,
          async (tx) => {
            await blobs.add(tx, hash, upload.bytes, upload.mime);
            await tx.insert(assets).values({
              id,
              accountSid: scope.accountId,
              name: upload.fields.name,
              description: upload.fields.description ?? '',
              type: upload.fields.type,
              blobHash: hash,
              publicToken: newPublicToken(),
            });
          },
          {
            action: 'assets.create',
            targetType: assetsResource.label,
            targetId: id,
            detail: { size: upload.bytes.length, contentType: upload.mime },
          },
        );
      } catch (err) {
        if (uniqueViolation(err) !== null) throw conflict(nameTaken.message, nameTaken.field);
        throw err;
      }
      return success((await repository.get(app.db, scope, id))!);
    },
  );

  mediaRoutes(app, blobs);
}

/**
 * An object store keeps the bytes of a last release, or of an upload whose transaction failed,
 * until a sweep finds no committed row using them (lib/storage/blobs.ts): at start, then hourly.
 * A failed sweep is logged and tried again at the next one.
 */
function sweepObjects(app: FastifyInstance, blobs: Blobs) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= blobs
      .sweep(app.db)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'assets: unused objects removed from the store');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'assets: the object sweep failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, OBJECT_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  // before the database closes: a sweep under way finishes first
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
