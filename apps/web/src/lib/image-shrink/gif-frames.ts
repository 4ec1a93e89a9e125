/**
 * How many frames a GIF holds, counted from its blocks (GIF89a: header, logical screen, colour
 * table, then extensions and image descriptors until the trailer). Two or more is an animation,
 * which a shrink to one JPEG would flatten. Stops counting at `stopAt`; a damaged file counts
 * what it has read.
 */
export function countGifFrames(bytes: Uint8Array, stopAt = 2): number {
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return 0;
  let at = 13;
  const packed = bytes[10] ?? 0;
  if (packed & 0x80) at += 3 * 2 ** ((packed & 0x07) + 1);
  let frames = 0;
  /** skips a run of data sub-blocks (a length byte, that many bytes, … a zero) */
  const skipSubBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    at++;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x2c) {
      frames++;
      if (frames >= stopAt) return frames;
      const local = bytes[at + 9] ?? 0;
      at += 10;
      if (local & 0x80) at += 3 * 2 ** ((local & 0x07) + 1);
      at++; // LZW minimum code size
      skipSubBlocks();
    } else if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else break; // 0x3b, the trailer, or bytes that are no block
  }
  return frames;
}
