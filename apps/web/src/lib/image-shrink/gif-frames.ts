import { gifParts, sniffImageMime } from '@parley/domain';

/**
 * How many frames a GIF holds, from the domain's walk of its blocks (the one the upload check and
 * the server use). Two or more is an animation, which a shrink to one JPEG would flatten. What is
 * no GIF, or not a whole one, counts 0: the upload check refuses it before any shrink.
 */
export function countGifFrames(bytes: Uint8Array): number {
  if (sniffImageMime(bytes) !== 'image/gif') return 0;
  return gifParts(bytes)?.parts.filter((p) => p.kind === 'image').length ?? 0;
}
