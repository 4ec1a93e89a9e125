import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  ASSET_MAX_BYTES,
  ASSET_TEXTS,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  assetsResource,
} from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { blobsFor, type Blobs } from '../../lib/storage/blobs';
import { mediaRoutes } from './media-routes';
import { assetsRepository } from './repository';
import { storeUpload } from './upload-repository';
import { UPLOAD_LIMITS, readUpload } from './upload';

/** How often the objects no asset uses are removed from an S3-compatible store (and at start). */
export const OBJECT_SWEEP_INTERVAL_MS = 60 * 60_000;

/** How long an upload may take to arrive and be stored: 1 MB at about 150 kbit/s. */
export const UPLOAD_DEADLINE_MS = 60_000;

/**
 * How long the database part of an upload may take, once the body is in: its transaction (the
 * checks, the blob, the asset, the audit row and the answer's read) takes 20–40 ms here; past
 * 5 s the database is too slow to wait on, and the request answers 503.
 */
export const UPLOAD_DATABASE_MS = 5_000;

const UPLOAD_DESCRIPTION = [
  'multipart/form-data: `file` (one JPEG, PNG or GIF of at most',
  `${ASSET_MAX_BYTES.toLocaleString('en-US')} bytes; the type is read from the bytes),`,
  "`name`, `type` ('mms-image') and an optional `description`.",
  'Over the limit: 413. Not a supported image, or bytes after its end: 415 or 400.',
  'A name the account already uses (case ignored): 409, unless this very upload made it',
  '(same name, bytes, description and type): then that asset, so a retried upload is stored once.',
  'Metadata (EXIF with GPS, XMP, IPTC, comments, PNG text chunks) is removed; the pixels are not changed.',
  `Too many pixels (over ${IMAGE_MAX_SIDE.toLocaleString('en-US')} a side or`,
  `${IMAGE_MAX_PIXELS / 1_000_000} megapixels, read from the headers): 400.`,
  'Past the account’s uploads a minute (ASSET_UPLOADS_PER_MINUTE): 429 with Retry-After;',
  'past its storage quota (ASSET_QUOTA_BYTES, the sizes of its assets together): 409 on `file`.',
  'Each asset’s `publicUrl` (`/media/{token}.{ext}`, GET and HEAD) serves the image without a session:',
  'the detected type, nosniff, a fixed Content-Disposition, cached for a year; 404 once the asset is deleted.',
].join(' ');

/**
 * The image asset library (issue 14) on the resource kit: list, get, rename, delete and the
 * multipart upload as its create (the kit's access, scope, transaction, audit and answer), and
 * the public URL a carrier fetches. Multipart is registered in
 * this module only; its body is read in the handler, after the auth hook (onRequest) has let the
 * caller through, so a caller without a session or the privilege never has the body read.
 */
export default async function assetRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const blobs = blobsFor(app.config.assets);
  app.addHook('onClose', () => blobs.close());
  if (app.config.assets.s3) sweepObjects(app, blobs);
  const repository = assetsRepository(blobs, app.config.assets.publicUrl);

  // the kit's routes, its create the multipart upload: a taken name is the upload's 409 or a rename's
  resourceRoutes(app, assetsResource, repository, {
    conflict: { message: ASSET_TEXTS.renameTaken, field: 'name' },
    create: {
      summary: 'Upload an asset',
      consumes: ['multipart/form-data'],
      description: UPLOAD_DESCRIPTION,
      conflict: { message: ASSET_TEXTS.nameTaken, field: 'name' },
      // The request deadline (REQUEST_TIMEOUT_MS, 9 s) counts from the request's arrival, so it would
      // cut off a 1 MB upload on a slow mobile link (~1 Mbit/s); the database steps keep their own
      // statement and query timeouts, and Node's requestTimeout still bounds a stalled body.
      deadlineMs: Math.max(app.config.requestTimeoutMs, UPLOAD_DEADLINE_MS),
      // the body may take 60 s to arrive; the database gets a few seconds of its own
      transactionMs: UPLOAD_DATABASE_MS,
      read: async (request) => {
        const upload = await readUpload(request);
        return { upload, hash: createHash('sha256').update(upload.bytes).digest('hex') };
      },
      write: async (tx, scope, { upload, hash }) => {
        const stored = await storeUpload(tx, scope, upload, hash, { blobs, limits: app.config.assets });
        // a retried upload answers the asset it made, and changes nothing to audit
        return { item: (await repository.get(tx, scope, stored.id))!, created: stored.created };
      },
      detail: ({ upload }) => ({ size: upload.bytes.length, contentType: upload.mime }),
    },
  });

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
