import type { TImageMime } from '../resources/assets';

/**
 * One piece of an image file as its format lays it out: a PNG chunk, a JPEG segment (a scan
 * with its entropy-coded data), a GIF block. The pieces cover the file from 0 to `end` without
 * gaps, so keeping some and dropping others gives a valid file (the server's metadata strip).
 */
export interface TImagePart {
  /** PNG: the chunk type ('IHDR', 'tEXt'…); JPEG: 'SOI', 'EOI' or the marker as 'FFE1'; GIF: see gifParts */
  readonly kind: string;
  /** where the piece starts (a JPEG segment's fill bytes included) */
  readonly start: number;
  /** where its own header starts: the JPEG marker after any fill bytes; elsewhere `start` */
  readonly at: number;
  /** just past it */
  readonly end: number;
}

export interface TImageStructure {
  readonly parts: readonly TImagePart[];
  /** just past the end marker (IEND, the GIF trailer, EOI); bytes after it are not the image's */
  readonly end: number;
}

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The supported type these bytes start like (their magic numbers), or null: never the file's
 * name or the type a browser guessed from it.
 */
export function sniffImageMime(b: Uint8Array): TImageMime | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const gif = ascii(b, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  return null;
}

/** PNG: the signature, then chunks up to IEND; null when a chunk runs past the end or IEND never comes. */
export function pngParts(b: Uint8Array): TImageStructure | null {
  const parts: TImagePart[] = [{ kind: 'signature', start: 0, at: 0, end: 8 }];
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const kind = ascii(b, at + 4, at + 8);
    const end = at + 12 + length;
    if (end > b.length) return null;
    parts.push({ kind, start: at, at, end });
    at = end;
    if (kind === 'IEND') return { parts, end };
  }
  return null;
}

/**
 * GIF: 'header' (signature, logical screen, global colour table), then 'image' (descriptor,
 * local table, data), 'ext:XX' (XX the label in hex: F9 graphic control, FE comment, 01 plain
 * text), 'app:IDENT' (an application extension, IDENT its 11-byte identifier, 'NETSCAPE2.0' the
 * loop count) and the 'trailer'. Null when the blocks do not reach a trailer.
 */
export function gifParts(b: Uint8Array): TImageStructure | null {
  if (b.length < 13) return null;
  const screen = b[10]!;
  const headerEnd = 13 + (screen & 0x80 ? 3 * 2 ** ((screen & 7) + 1) : 0);
  const parts: TImagePart[] = [{ kind: 'header', start: 0, at: 0, end: headerEnd }];
  /** past a run of data sub-blocks (a length byte, that many bytes… a zero), or -1 */
  const skipSubBlocks = (from: number): number => {
    let at = from;
    while (at < b.length && b[at] !== 0) at += b[at]! + 1;
    return at < b.length ? at + 1 : -1;
  };
  let at = headerEnd;
  while (at < b.length) {
    const block = b[at]!;
    const start = at;
    let kind: string;
    if (block === 0x3b) {
      parts.push({ kind: 'trailer', start, at: start, end: at + 1 });
      return { parts, end: at + 1 };
    }
    if (block === 0x2c) {
      if (at + 10 > b.length) return null;
      const local = b[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1; // + LZW minimum code size
      kind = 'image';
    } else if (block === 0x21) {
      const label = b[at + 1];
      if (label === undefined) return null;
      kind =
        label === 0xff && b[at + 2] === 11
          ? `app:${ascii(b, at + 3, at + 14)}`
          : `ext:${label.toString(16).toUpperCase().padStart(2, '0')}`;
      at += 2;
    } else return null;
    at = skipSubBlocks(at);
    if (at < 0) return null;
    parts.push({ kind, start, at: start, end: at });
  }
  return null;
}

const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;
const hex = (m: number) => `FF${m.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * JPEG: 'SOI', then each marker segment as 'FFxx' (a scan, FFDA, runs through its entropy-coded
 * data to the next marker), up to 'EOI'. Null when a segment is malformed or EOI never comes.
 */
export function jpegParts(b: Uint8Array): TImageStructure | null {
  const parts: TImagePart[] = [{ kind: 'SOI', start: 0, at: 0, end: 2 }];
  let at = 2;
  while (at + 1 < b.length) {
    const start = at;
    if (b[at] !== 0xff) return null;
    while (b[at + 1] === 0xff && at + 2 < b.length) at++; // fill bytes
    const marker = b[at + 1]!;
    const own = at;
    at += 2;
    if (marker === 0xd9) {
      parts.push({ kind: 'EOI', start, at: own, end: at });
      return { parts, end: at };
    }
    if (!(isRestart(marker) || marker === 0x01)) {
      // markers with a length
      if (at + 2 > b.length) return null;
      const length = u16(b, at);
      if (length < 2) return null;
      at += length;
      if (at > b.length) return null;
      if (marker === 0xda) {
        // entropy-coded data: up to the next marker that is not a stuffed 00 or a restart
        while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0 && !isRestart(b[at + 1]!))) at++;
      }
    }
    parts.push({ kind: hex(marker), start, at: own, end: at });
  }
  return null;
}

const PARTS_OF: Record<TImageMime, (b: Uint8Array) => TImageStructure | null> = {
  'image/png': pngParts,
  'image/gif': gifParts,
  'image/jpeg': jpegParts,
};

/** The pieces of an image of this type, or null when its structure is broken. */
export const imageStructure = (b: Uint8Array, mime: TImageMime) => PARTS_OF[mime](b);

export interface TImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** JPEG frame headers: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (kind: string) =>
  /^FFC[0-9A-F]$/.test(kind) && !['FFC4', 'FFC8', 'FFCC'].includes(kind);

/**
 * The pixels a decoder must hold, from the headers alone (nothing is decoded): PNG's IHDR, the
 * JPEG's first frame header, and for a GIF the logical screen widened to every frame's extent (a
 * frame may claim to be larger than the screen, and some decoders allocate what it claims).
 * Null when the header is missing or says 0.
 */
export function imageDimensions(
  b: Uint8Array,
  mime: TImageMime,
  structure: TImageStructure,
): TImageDimensions | null {
  const { parts } = structure;
  let width = 0;
  let height = 0;
  if (mime === 'image/png') {
    const ihdr = parts[1];
    if (ihdr?.kind !== 'IHDR' || ihdr.end - ihdr.start < 12 + 8) return null;
    width = u32(b, ihdr.at + 8);
    height = u32(b, ihdr.at + 12);
  } else if (mime === 'image/jpeg') {
    const frame = parts.find((p) => isFrameHeader(p.kind));
    if (!frame || frame.end - frame.at < 9) return null;
    height = u16(b, frame.at + 5);
    width = u16(b, frame.at + 7);
  } else {
    width = u16le(b, 6);
    height = u16le(b, 8);
    for (const p of parts) {
      if (p.kind !== 'image') continue;
      width = Math.max(width, u16le(b, p.at + 1) + u16le(b, p.at + 5));
      height = Math.max(height, u16le(b, p.at + 3) + u16le(b, p.at + 7));
    }
  }
  return width > 0 && height > 0 ? { width, height } : null;
}
