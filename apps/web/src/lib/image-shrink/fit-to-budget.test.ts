import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { fitToBudget, MIN_SHORT_SIDE, ShrinkError, type TShrinkCodec } from './fit-to-budget';

/** A codec whose JPEG of w × h is `perPixel` bytes a pixel, times (pixels)^(exponent − 1). */
function fakeCodec(width: number, height: number, bytes: (w: number, h: number) => number) {
  const tried: { width: number; height: number }[] = [];
  const codec: TShrinkCodec = {
    width,
    height,
    async encode(w, h) {
      tried.push({ width: w, height: h });
      return new Blob([new Uint8Array(Math.round(bytes(w, h)))]);
    },
  };
  return { codec, tried };
}

describe('fitToBudget', () => {
  it('keeps the full size when it already fits', async () => {
    const { codec, tried } = fakeCodec(800, 600, (w, h) => w * h * 0.5);
    const result = await fitToBudget(codec, 1_000_000);
    expect(result).toMatchObject({ width: 800, height: 600, attempts: 1 });
    expect(tried).toHaveLength(1);
  });

  it('fits bytes that follow the pixels in two encodes, the aspect ratio kept', async () => {
    const { codec } = fakeCodec(4000, 3000, (w, h) => w * h * 0.3);
    const result = await fitToBudget(codec, 1_000_000);
    expect(result.blob.size).toBeLessThanOrEqual(1_000_000);
    expect(result.blob.size).toBeGreaterThan(800_000);
    expect(result.attempts).toBe(2);
    expect(result.width / result.height).toBeCloseTo(4 / 3, 2);
  });

  it('fits bytes that fall slower than the pixels (noise smoothed away) close to the budget', async () => {
    // bytes ∝ scale^1.3, as bench:shrink's photo measured
    const { codec } = fakeCodec(4000, 3000, (w) => 3_600_000 * (w / 4000) ** 1.3);
    const result = await fitToBudget(codec, 600_000);
    expect(result.blob.size).toBeLessThanOrEqual(600_000);
    expect(result.blob.size).toBeGreaterThan(0.8 * 600_000);
    expect(result.attempts).toBeLessThanOrEqual(4);
  });

  it('refuses a budget only a sliver of an image would fit', async () => {
    const { codec, tried } = fakeCodec(4000, 3000, () => 2_000_000);
    await expect(fitToBudget(codec, 1_000)).rejects.toBeInstanceOf(ShrinkError);
    expect(tried.every((t) => Math.min(t.width, t.height) >= MIN_SHORT_SIDE)).toBe(true);
  });

  it('brings a picture within the pixel limits even when its bytes already fit', async () => {
    // a 50-megapixel phone photo that compresses well, and a 20,000-pixel-wide panorama
    const photo = fakeCodec(8160, 6120, (w, h) => w * h * 0.01);
    const wide = fakeCodec(20_000, 1_000, (w, h) => w * h * 0.01);
    for (const { codec, tried } of [photo, wide]) {
      const result = await fitToBudget(codec, 1_000_000);
      for (const t of tried) {
        expect(t.width * t.height).toBeLessThanOrEqual(IMAGE_MAX_PIXELS);
        expect(Math.max(t.width, t.height)).toBeLessThanOrEqual(IMAGE_MAX_SIDE);
      }
      expect(result.attempts).toBe(1);
    }
    expect(photo.tried[0]!.width * photo.tried[0]!.height).toBeGreaterThan(0.999 * IMAGE_MAX_PIXELS);
    expect(wide.tried[0]).toEqual({ width: 10_000, height: 500 });
  });

  it('stops when aborted', async () => {
    const { codec } = fakeCodec(4000, 3000, (w, h) => w * h);
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(fitToBudget(codec, 1_000_000, { signal: controller.signal })).rejects.toThrow('cancelled');
  });
});
