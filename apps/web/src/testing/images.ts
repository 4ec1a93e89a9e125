/**
 * Files whose bytes are real image headers (what the upload's check reads: type, structure,
 * pixels), padded to a chosen size; nothing in them is meant to be decoded.
 */
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

interface TImageFileOptions {
  /** bytes in all */
  size?: number;
  width?: number;
  height?: number;
}

/** A PNG whose IHDR says width × height, padded by a private chunk (decoders skip it). */
export function pngFile(name: string, { size = 2000, width = 64, height = 48 }: TImageFileOptions = {}) {
  const chunk = (type: string, data: number[] | Uint8Array) => [
    ...be32(data.length),
    ...ascii(type),
    ...data,
    0,
    0,
    0,
    0,
  ];
  const head = [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
  ];
  const end = chunk('IEND', []);
  const padding = size - head.length - end.length - 12;
  if (padding < 0) throw new Error(`a PNG cannot be ${size} bytes`);
  const bytes = new Uint8Array(size);
  bytes.set(head);
  bytes.set([...be32(padding), ...ascii('prVt')], head.length);
  bytes.set(end, size - end.length);
  return new File([bytes], name, { type: 'image/png' });
}

/** A baseline JPEG whose frame header says width × height, padded by comment segments. */
export function jpegFile(name: string, { size = 2000, width = 64, height = 48 }: TImageFileOptions = {}) {
  const segment = (marker: number, data: number[]) => [0xff, marker, ...be16(data.length + 2), ...data];
  const head = [0xff, 0xd8, ...segment(0xc0, [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0])];
  const tail = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0xff, 0xd9];
  let padding = size - head.length - tail.length;
  const parts: number[][] = [head];
  while (padding > 0) {
    // a comment segment is 4 bytes of marker and length, and at most 65,533 of text
    if (padding < 4) throw new Error(`a JPEG cannot be ${size} bytes`);
    let text = Math.min(padding - 4, 65_533);
    // never leave less than a segment's 4 bytes for the next one
    if (padding - text - 4 > 0 && padding - text - 4 < 4) text -= 4;
    parts.push(segment(0xfe, new Array<number>(text).fill(0x20)));
    padding -= text + 4;
  }
  parts.push(tail);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return new File([bytes], name, { type: 'image/jpeg' });
}
