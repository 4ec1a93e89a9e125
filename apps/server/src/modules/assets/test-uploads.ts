import { crc32 } from 'node:zlib';
import { encodePng } from '../../db/seeds/images';
import type { TPart } from './multipart-body';

/** A small valid PNG. */
export const smallPng = (seed = 0) => encodePng(8, 8, (x, y) => [(x * 30 + seed) % 256, y * 30, seed % 256]);

/**
 * A valid PNG of exactly `size` bytes: a private ancillary chunk ('prVt', which decoders skip)
 * before IEND pads it, so a size boundary is tested with a real image, not junk.
 */
export function pngOfSize(size: number, seed = 0): Buffer {
  const base = smallPng(seed);
  const iend = base.length - 12;
  const padding = size - base.length - 12;
  if (padding < 0) throw new Error(`a PNG cannot be ${size} bytes`);
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write('prVt', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding);
  return Buffer.concat([base.subarray(0, iend), chunk, base.subarray(iend)]);
}

/** The parts of a valid upload, with what a test changes. */
export function uploadParts(
  options: { name?: string; type?: string; description?: string; bytes?: Uint8Array; filename?: string } = {},
): TPart[] {
  const parts: TPart[] = [
    { name: 'name', value: options.name ?? 'An image' },
    { name: 'type', value: options.type ?? 'mms-image' },
  ];
  if (options.description !== undefined) parts.push({ name: 'description', value: options.description });
  parts.push({
    name: 'file',
    filename: options.filename ?? 'image.png',
    bytes: options.bytes ?? smallPng(),
    contentType: 'image/png',
  });
  return parts;
}
