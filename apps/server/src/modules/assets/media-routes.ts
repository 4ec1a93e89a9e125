import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ASSET_PATHS,
  SUPPORTED_IMAGE_EXTENSIONS,
  imageExtension,
  rule,
  type TImageMime,
} from '@parley/domain';
import { notFound } from '../../lib/errors';
import type { Blobs } from '../../lib/storage/blobs';
import { assetByToken } from './repository';

const FILE = new RegExp(`^([0-9a-f]{32})\\.(${SUPPORTED_IMAGE_EXTENSIONS.join('|')})$`);

/**
 * The headers of a served image. The bytes under a token never change (a rename keeps them), so
 * caches may keep them a year; the type is the one detected at upload; nosniff (the baseline) and
 * a sandboxing CSP keep a browser from running anything in them; the disposition is fixed, never
 * the asset's name; other sites may show the image (CORP cross-origin).
 */
function imageHeaders(reply: FastifyReply, blob: { hash: string; size: number; contentType: string }) {
  reply
    .type(blob.contentType)
    .header('content-length', String(blob.size))
    .header(
      'content-disposition',
      `inline; filename="image.${imageExtension(blob.contentType as TImageMime)}"`,
    )
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', `"${blob.hash}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff');
}

/**
 * GET and HEAD `/media/{token}.{ext}` without a session (a carrier sending an MMS fetches it):
 * an unknown or deleted token, or the wrong extension, answers 404. HEAD says the length and
 * type without reading the bytes, as carriers check an image before fetching it.
 */
export function mediaRoutes(app: FastifyInstance, blobs: Blobs) {
  const path = `${ASSET_PATHS.publicPrefix}:file`;
  // Not a JSON operation, so not in the OpenAPI document (like the legal pages); the upload's
  // description names it, and the asset tests fuzz its paths.
  const schema = {
    hide: true,
    tags: ['assets'],
    params: z.strictObject({ file: z.string().max(100) }),
  };
  const find = async (request: FastifyRequest) => {
    const match = FILE.exec((request.params as { file: string }).file);
    if (!match) throw notFound();
    const blob = await assetByToken(app.db, match[1]!);
    if (!blob || imageExtension(blob.contentType as TImageMime) !== match[2]) throw notFound();
    return blob;
  };

  app.head(
    path,
    {
      config: { access: rule.public },
      schema: { ...schema, summary: 'An asset’s public image: its length and type' },
    },
    async (request, reply) => {
      imageHeaders(reply, await find(request));
      return reply.send();
    },
  );

  app.get(
    path,
    {
      exposeHeadRoute: false,
      config: { access: rule.public },
      schema: {
        ...schema,
        summary: 'An asset’s public image',
        description:
          'No session needed: the address is the secret (128 random bits). Answers the image bytes.',
      },
    },
    async (request, reply) => {
      const blob = await find(request);
      imageHeaders(reply, blob);
      if (request.headers['if-none-match'] === `"${blob.hash}"`) return reply.code(304).send();
      const bytes = await blobs.read(app.db, blob);
      if (!bytes) throw notFound();
      return reply.send(bytes);
    },
  );
}
