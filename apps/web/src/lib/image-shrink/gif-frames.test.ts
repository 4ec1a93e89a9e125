import { describe, expect, it } from 'vitest';
import { countGifFrames } from './gif-frames';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** one 1×1 frame: a graphic control extension, an image descriptor with a local colour table, data */
const frame = [
  ...[0x21, 0xf9, 4, 0, 0, 0, 0, 0],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x80],
  ...[0, 0, 0, 255, 255, 255],
  ...[2, 2, 0x44, 0x01, 0],
];
const gif = (frames: number, { globalTable = true, comment = false } = {}) =>
  new Uint8Array([
    ...ascii('GIF89a'),
    ...[1, 0, 1, 0, globalTable ? 0x80 : 0, 0, 0],
    ...(globalTable ? [0, 0, 0, 255, 255, 255] : []),
    // a comment extension whose bytes look like an image descriptor (0x2c)
    ...(comment ? [0x21, 0xfe, 3, 0x2c, 0x2c, 0x2c, 0] : []),
    ...Array.from({ length: frames }, () => frame).flat(),
    0x3b,
  ]);

describe('countGifFrames', () => {
  it('counts one frame of a still GIF', () => expect(countGifFrames(gif(1))).toBe(1));
  it('counts every frame of an animation', () => expect(countGifFrames(gif(5))).toBe(5));
  it('skips extensions whose data holds block markers', () =>
    expect(countGifFrames(gif(1, { comment: true }))).toBe(1));
  it('reads GIFs without a global colour table', () =>
    expect(countGifFrames(gif(3, { globalTable: false }))).toBe(3));
  it('counts nothing in what is no GIF', () =>
    expect(countGifFrames(new Uint8Array(ascii('\x89PNG\r\n')))).toBe(0));
  it('counts nothing in a cut-off file, which the upload check refuses', () =>
    expect(countGifFrames(gif(3).subarray(0, 40))).toBe(0));
});
