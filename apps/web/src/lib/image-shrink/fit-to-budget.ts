import { scaleWithinLimits } from '@parley/domain';

/**
 * How an image is brought under a byte budget, apart from how it is decoded, scaled and encoded
 * (the codec): the worker uses the canvas codec, bench:shrink runs the same search over each
 * library it compares.
 */
export interface TShrinkCodec {
  /** the decoded image's size, after its EXIF orientation */
  readonly width: number;
  readonly height: number;
  /** the image scaled to width × height, encoded as JPEG at quality (0–1) */
  encode(width: number, height: number, quality: number): Promise<Blob>;
}

export interface TFitResult {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
  /** encodes tried, the last one kept */
  readonly attempts: number;
}

/**
 * The JPEG quality every attempt uses. Measured with bench:shrink (docs/decisions.md): lowering
 * the quality at full size first ('quality steps') took 3–6 encodes of 12 megapixels and ended
 * at quality 0.5's blocking; a phone shows an MMS image under 1,000 px wide, so pixels are the
 * cheaper thing to give up.
 */
export const SHRINK_QUALITY = 0.82;
/** Aim this far under the budget, so the estimate's error rarely costs another encode. */
const HEADROOM = 0.95;
/** A fit this full of the budget is kept at once; a smaller one earns one more try, larger. */
const FULL_ENOUGH = 0.8;
const MAX_ATTEMPTS = 6;
/** Below this short side there is no picture left worth sending. */
export const MIN_SHORT_SIDE = 64;

export class ShrinkError extends Error {
  constructor(readonly reason: 'too-small' | 'no-fit') {
    super(reason === 'too-small' ? 'The image cannot be made small enough.' : 'No fit found.');
  }
}

/**
 * Scales the image until its JPEG fits `targetBytes`, keeping the aspect ratio, at the largest
 * size found within the domain's pixel limits (10,000 a side, 40 megapixels). A JPEG's bytes follow a power of its scale: the first step assumes bytes ∝ pixels
 * (scale × √(target / bytes)), later steps fit the power to the last two encodes (a secant on
 * log bytes against log scale). On bench:shrink's 12-megapixel photo that fits in 3 encodes, to
 * 1 MB and to 600 KB, where a binary search over the scale takes 6 and quality steps 5–6.
 */
export async function fitToBudget(
  codec: TShrinkCodec,
  targetBytes: number,
  { signal, quality = SHRINK_QUALITY }: { signal?: AbortSignal; quality?: number } = {},
): Promise<TFitResult> {
  const goal = targetBytes * HEADROOM;
  // never larger than carriers take in pixels (the server refuses more), whatever the bytes
  const top = scaleWithinLimits(codec);
  const size = (side: number, scale: number) =>
    Math.max(1, Math.min(Math.round(side * scale), Math.floor(side * top)));
  let best: TFitResult | null = null;
  let last: { scale: number; bytes: number } | null = null;
  let scale = top;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    signal?.throwIfAborted();
    const width = size(codec.width, scale);
    const height = size(codec.height, scale);
    if (Math.min(width, height) < MIN_SHORT_SIDE) break;
    const blob = await codec.encode(width, height, quality);
    if (blob.size <= targetBytes && (!best || blob.size > best.blob.size))
      best = { blob, width, height, attempts: attempt };
    // at the largest size allowed, or full enough: nothing larger to look for
    if (best && (scale === top || best.blob.size >= targetBytes * FULL_ENOUGH)) break;
    // bytes ≈ c · scale^power; the power from the last two encodes, 2 (pixels) at first
    let power = 2;
    if (last && last.scale !== scale && last.bytes !== blob.size)
      power = Math.min(3, Math.max(0.5, Math.log(blob.size / last.bytes) / Math.log(scale / last.scale)));
    last = { scale, bytes: blob.size };
    const next = Math.min(top, scale * (goal / blob.size) ** (1 / power));
    // a step too small to change the result ends the search
    if (Math.abs(next - scale) < 0.01) break;
    scale = next;
  }
  signal?.throwIfAborted();
  if (!best)
    throw new ShrinkError(
      Math.min(codec.width, codec.height) * scale < MIN_SHORT_SIDE ? 'too-small' : 'no-fit',
    );
  return { ...best, attempts: Math.min(MAX_ATTEMPTS, best.attempts) };
}
