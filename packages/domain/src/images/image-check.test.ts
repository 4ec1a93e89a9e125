import { describe, expect, it } from 'vitest';
import { ASSET_TEXTS } from '../resources/assets';
import { checkImageBytes, imageCheckMessage, scaleWithinLimits, IMAGE_MAX_PIXELS } from './image-check';
import { sniffImageMime } from './image-structure';

// Headers as the formats lay them out, with a token body: nothing here is decoded, only walked.
const bytes = (...parts: Array<number[] | string | Uint8Array>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...p])));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const chunk = (type: string, data: number[] = []) => bytes(be32(data.length), type, data, [0, 0, 0, 0]);

const png = (width: number, height: number, ...extra: Uint8Array[]) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    chunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    ...extra,
    chunk('IDAT', [1, 2, 3]),
    chunk('IEND'),
  );

const segment = (marker: number, data: number[]) => bytes([0xff, marker], be16(data.length + 2), data);
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    segment(0xe0, [...bytes('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xc4, [0, ...new Array<number>(16).fill(0)]), // a DHT, which must not be read as a frame
    segment(0xc0, [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0]),
    segment(0xda, [1, 1, 0, 0, 63, 0]),
    [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56], // entropy-coded data with a stuffed FF and a restart
    [0xff, 0xd9],
  );

const gif = (screen: [number, number], frame: [number, number, number, number]) =>
  bytes(
    'GIF89a',
    le16(screen[0]),
    le16(screen[1]),
    [0, 0, 0], // no global colour table
    [0x2c, ...le16(frame[0]), ...le16(frame[1]), ...le16(frame[2]), ...le16(frame[3]), 0],
    [2, 1, 0x44, 0], // LZW minimum code size, one sub-block, the end of the data
    [0x3b],
  );

describe('checkImageBytes', () => {
  it.each([
    ['PNG', png(640, 480), 'image/png'],
    ['JPEG', jpeg(640, 480), 'image/jpeg'],
    ['GIF', gif([640, 480], [0, 0, 640, 480]), 'image/gif'],
  ])('reads a %s’s type and dimensions from its bytes', (_what, image, mime) => {
    expect(checkImageBytes(image)).toMatchObject({ ok: true, mime, width: 640, height: 480 });
  });

  it.each([
    ['a PNG of 15,000 × 15,000 (the 27 KB bomb)', png(15_000, 15_000), 15_000, 15_000],
    ['a JPEG of 65,500 × 65,500', jpeg(65_500, 65_500), 65_500, 65_500],
    ['a GIF whose screen is 65,535 × 65,535', gif([65_535, 65_535], [0, 0, 1, 1]), 65_535, 65_535],
    ['a GIF whose frame reaches past its small screen', gif([10, 10], [60_000, 0, 100, 10]), 60_100, 10],
    ['a PNG one pixel wider than a side may be', png(10_001, 10), 10_001, 10],
    ['a PNG of 40,000,001 pixels within both sides', png(8_000, 5_001), 8_000, 5_001],
  ])('refuses %s as too large, from its header alone', (_what, image, width, height) => {
    expect(checkImageBytes(image)).toEqual({ ok: false, reason: 'too-large', width, height });
  });

  it('takes the largest image the limits allow', () => {
    expect(checkImageBytes(png(10_000, 4_000))).toMatchObject({ ok: true });
    expect(checkImageBytes(png(8_000, 5_000))).toMatchObject({ ok: true });
  });

  it.each([
    ['text named .png', bytes('just some text that is called picture.png')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an animated PNG', png(10, 10, chunk('acTL', [0, 0, 0, 2, 0, 0, 0, 0]))],
  ])('refuses %s as unsupported', (_what, image) => {
    expect(checkImageBytes(image)).toEqual({ ok: false, reason: 'unsupported' });
  });

  it.each([
    ['PNG', png(10, 10)],
    ['JPEG', jpeg(10, 10)],
    ['GIF', gif([10, 10], [0, 0, 10, 10])],
  ])('refuses a %s with bytes after its end, one cut short, and one that says 0 pixels', (_what, image) => {
    expect(checkImageBytes(bytes(image, '<script>'))).toEqual({ ok: false, reason: 'trailing' });
    expect(checkImageBytes(image.subarray(0, image.length - 2))).toEqual({ ok: false, reason: 'broken' });
  });

  it('refuses a header that says 0 pixels', () => {
    expect(checkImageBytes(png(0, 10))).toEqual({ ok: false, reason: 'broken' });
    expect(checkImageBytes(jpeg(10, 0))).toEqual({ ok: false, reason: 'broken' });
    expect(checkImageBytes(gif([0, 0], [0, 0, 0, 0]))).toEqual({ ok: false, reason: 'broken' });
  });

  it('says each refusal with the domain’s texts', () => {
    expect(imageCheckMessage({ ok: false, reason: 'too-large', width: 15_000, height: 15_000 })).toBe(
      'This image is 15,000 × 15,000 pixels, more than carriers and phones open (at most 10,000 pixels a side and 40 megapixels). Please select a smaller image.',
    );
    expect(imageCheckMessage({ ok: false, reason: 'unsupported' })).toBe(ASSET_TEXTS.unsupportedType);
  });
});

describe('sniffImageMime and scaleWithinLimits', () => {
  it('knows the three types by their magic numbers only', () => {
    expect(sniffImageMime(png(1, 1))).toBe('image/png');
    expect(sniffImageMime(jpeg(1, 1))).toBe('image/jpeg');
    expect(sniffImageMime(gif([1, 1], [0, 0, 1, 1]))).toBe('image/gif');
    expect(sniffImageMime(bytes('GIF90a'))).toBeNull();
    expect(sniffImageMime(bytes([0xff, 0xd8]))).toBeNull();
  });

  it('scales a picture to the largest size within both limits', () => {
    expect(scaleWithinLimits({ width: 640, height: 480 })).toBe(1);
    expect(scaleWithinLimits({ width: 20_000, height: 1_000 })).toBe(0.5);
    const s = scaleWithinLimits({ width: 8_160, height: 6_120 }); // a 50-megapixel phone photo
    expect(Math.floor(8_160 * s) * Math.floor(6_120 * s)).toBeLessThanOrEqual(IMAGE_MAX_PIXELS);
    expect(8_160 * s * 6_120 * s).toBeCloseTo(IMAGE_MAX_PIXELS, -3);
  });
});
