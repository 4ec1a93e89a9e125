import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import { ASSET_PATHS } from '@parley/domain';

/**
 * Answers smaller than this go as they are: the few hundred bytes compression would save are
 * fewer than the answer's own headers, and the answer fits in one TCP segment either way.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * The cheapest levels, chosen by `npm run bench:compression` (docs/decisions.md): brotli at
 * quality 1 is smaller than gzip at level 6 from 100 KB on, for a fifth of its time; quality 4
 * (the plugin's default) saves 5% more bytes for three times the CPU. gzip is for clients
 * without brotli (programs, curl).
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

/**
 * Paths never compressed. `/v3/auth/`: its answers carry tokens (sign-in, refresh, impersonation,
 * sub-account and reset tokens) next to what the caller sent, the mix BREACH reads through
 * compressed sizes; they are small, so nothing is lost. `/media/`: images, already compressed.
 */
const NEVER_COMPRESSED = ['/v3/auth/', ASSET_PATHS.publicPrefix] as const;

/**
 * API answers over the threshold compressed with brotli or gzip, as the client's Accept-Encoding
 * allows (docs/decisions.md, "Fast from the first byte"). Registered in the API's scope: the
 * built app's files are compressed at build and served as they are (plugins/web.ts). Request
 * bodies are not decompressed: the API reads JSON and multipart as sent, under its size limits.
 */
export default fp(async function compression(app: FastifyInstance) {
  // Runs before the plugin's own route hook, which reads `compress` to leave a route alone.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (NEVER_COMPRESSED.some((prefix) => route.url.startsWith(prefix))) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    globalDecompression: false,
    // Every answer in one call on the event loop: at 1 MB brotli 1 takes about 2% of the time the
    // loop spent making the answer, while the stream path (libuv's threads, which scrypt also
    // uses) added 0.7–1 ms to answers of 10 KB to 1 MB.
    syncThreshold: Number.POSITIVE_INFINITY,
  });
});
