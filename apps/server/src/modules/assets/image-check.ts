import { fileTypeFromBuffer } from 'file-type';
import { isSupportedImageMime, type TImageMime } from '@parley/domain';

export type TImageVerdict =
  | { ok: true; mime: TImageMime }
  /** not an image we take (SVG, HTML, a PDF renamed .png…) */
  | { ok: false; reason: 'unsupported' }
  /** bytes after the image's end marker: a script appended, a polyglot, a zip behind a GIF */
  | { ok: false; reason: 'trailing' }
  /** the structure ends early or is not what the format says */
  | { ok: false; reason: 'broken' };

/**
 * The type from the bytes (file-type's magic numbers, never the name or the Content-Type), then
 * the format walked to its end marker: PNG to IEND, GIF to its trailer, JPEG through its segments
 * and entropy-coded data to EOI. Anything after that end is refused, so "a PNG with a script
 * appended" is refused whatever the script says (docs/decisions.md).
 */
export async function inspectImage(bytes: Uint8Array): Promise<TImageVerdict> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isSupportedImageMime(found.mime)) return { ok: false, reason: 'unsupported' };
  const end = END_OF[found.mime](bytes);
  if (end < 0) return { ok: false, reason: 'broken' };
  if (end < bytes.length) return { ok: false, reason: 'trailing' };
  return { ok: true, mime: found.mime };
}

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;

/** Offset just past IEND, or -1. */
export function pngEnd(b: Uint8Array): number {
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    at += 12 + length;
    if (at > b.length) return -1;
    if (type === 'IEND') return at;
  }
  return -1;
}

/** Offset just past the GIF trailer (0x3B), or -1. */
export function gifEnd(b: Uint8Array): number {
  const skipBlocks = (from: number): number => {
    let at = from;
    while (at < b.length && b[at] !== 0) at += b[at]! + 1;
    return at < b.length ? at + 1 : -1;
  };
  if (b.length < 13) return -1;
  const screen = b[10]!;
  let at = 13 + (screen & 0x80 ? 3 * 2 ** ((screen & 7) + 1) : 0);
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) return at + 1;
    if (block === 0x2c) {
      if (at + 10 > b.length) return -1;
      const local = b[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1; // + LZW minimum code size
    } else if (block === 0x21) {
      at += 2;
    } else return -1;
    at = skipBlocks(at);
    if (at < 0) return -1;
  }
  return -1;
}

const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;

/** Offset just past EOI (FF D9), or -1. */
export function jpegEnd(b: Uint8Array): number {
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return -1;
    while (b[at + 1] === 0xff && at + 2 < b.length) at++; // fill bytes
    const marker = b[at + 1]!;
    at += 2;
    if (marker === 0xd9) return at;
    if (isRestart(marker) || marker === 0x01) continue; // markers without a length
    if (at + 2 > b.length) return -1;
    const length = u16(b, at);
    if (length < 2) return -1;
    at += length;
    if (marker === 0xda) {
      // entropy-coded data: up to the next marker that is not a stuffed 00 or a restart
      while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0 && !isRestart(b[at + 1]!))) at++;
    }
  }
  return -1;
}

const END_OF: Record<TImageMime, (b: Uint8Array) => number> = {
  'image/png': pngEnd,
  'image/gif': gifEnd,
  'image/jpeg': jpegEnd,
};
