import { ASSET_TEXTS, type TImageMime } from '../resources/assets';
import {
  imageDimensions,
  imageStructure,
  sniffImageMime,
  type TImageDimensions,
  type TImageStructure,
} from './image-structure';
import { fillText } from '../texts/fill-text';

/**
 * The largest image an asset may be, in pixels (docs/decisions.md): what carriers' MMS gateways
 * and phones open without trouble. A decoder holds every pixel (4 bytes each), whatever the file
 * weighs: a 27 KB PNG that says 15,000 × 15,000 takes 900 MB. 10,000 a side and 40 megapixels
 * (160 MB decoded) pass every phone camera's photo up to 40 MP (7,296 × 5,472) while a
 * header that asks for more is refused.
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * The largest picture the browser offers to shrink (100 megapixels, 400 MB decoded): the shrink
 * decodes it whole, and past this a phone's tab may be killed. A bomb (225 megapixels in a few
 * KB) is refused, not decoded.
 */
export const IMAGE_SHRINK_MAX_PIXELS = 100_000_000;

export const imageWithinLimits = ({ width, height }: TImageDimensions) =>
  width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;

/** The largest scale (≤ 1) that brings an image within the limits. */
export function scaleWithinLimits({ width, height }: TImageDimensions): number {
  return Math.min(
    1,
    IMAGE_MAX_SIDE / width,
    IMAGE_MAX_SIDE / height,
    Math.sqrt(IMAGE_MAX_PIXELS / (width * height)),
  );
}

export type TImageCheck =
  | { ok: true; mime: TImageMime; width: number; height: number; structure: TImageStructure }
  /** not an image we take (SVG, HTML, a text file named .png…) */
  | { ok: false; reason: 'unsupported' }
  /** bytes after the image's end marker: a script appended, a polyglot, a zip behind a GIF */
  | { ok: false; reason: 'trailing' }
  /** the structure ends early, or the header is missing or says 0 pixels */
  | { ok: false; reason: 'broken' }
  /** more pixels than IMAGE_MAX_SIDE or IMAGE_MAX_PIXELS allow */
  | { ok: false; reason: 'too-large'; width: number; height: number };

/**
 * The one check of an image's bytes, in the browser before an upload and on the server at it:
 * the type from the magic numbers (`mime` when the caller has detected it already), the format
 * walked to its end marker (nothing may follow it), and its dimensions from the headers.
 */
export function checkImageBytes(
  bytes: Uint8Array,
  mime: TImageMime | null = sniffImageMime(bytes),
): TImageCheck {
  if (!mime) return { ok: false, reason: 'unsupported' };
  const structure = imageStructure(bytes, mime);
  if (!structure) return { ok: false, reason: 'broken' };
  if (structure.end < bytes.length) return { ok: false, reason: 'trailing' };
  // an animated PNG: not every carrier or phone shows it, so it is not a supported type
  if (structure.parts.some((p) => p.kind === 'acTL')) return { ok: false, reason: 'unsupported' };
  const size = imageDimensions(bytes, mime, structure);
  if (!size) return { ok: false, reason: 'broken' };
  if (!imageWithinLimits(size)) return { ok: false, reason: 'too-large', ...size };
  return { ok: true, mime, ...size, structure };
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** 'This image is 15,000 × 15,000 pixels, …' */
export const tooManyPixelsText = ({ width, height }: TImageDimensions) =>
  fillText(ASSET_TEXTS.tooManyPixels, {
    width: grouped(width),
    height: grouped(height),
    maxSide: grouped(IMAGE_MAX_SIDE),
    maxMegapixels: String(IMAGE_MAX_PIXELS / 1_000_000),
  });

/** What a failed check says, in the browser and in the server's answer alike. */
export function imageCheckMessage(check: Exclude<TImageCheck, { ok: true }>): string {
  switch (check.reason) {
    case 'unsupported':
      return ASSET_TEXTS.unsupportedType;
    case 'trailing':
      return ASSET_TEXTS.trailingData;
    case 'broken':
      return ASSET_TEXTS.brokenImage;
    case 'too-large':
      return tooManyPixelsText(check);
  }
}
