import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real images made in code, for the demo data and the tests (no files to download):
 * PNG (zlib), GIF (LZW without compression) and baseline JPEG (one colour per 8×8 block).
 * Each takes a pixel function giving [r, g, b] in 0–255.
 */
export type TPixel = (x: number, y: number) => readonly [number, number, number];

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.from(type, 'latin1');
  return Buffer.concat([u32(data.length), head, data, u32(crc32(Buffer.concat([head, data])))]);
}

export function encodePng(width: number, height: number, pixel: TPixel): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // filter byte 0: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF of up to 256 colours: codes stay 9 bits wide by clearing the table every 254 pixels. */
export function encodeGif(width: number, height: number, pixel: TPixel): Buffer {
  const palette: string[] = [];
  const index: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const key = pixel(x, y).join(',');
      let i = palette.indexOf(key);
      if (i < 0) {
        if (palette.length === 256) throw new Error('more than 256 colours');
        i = palette.push(key) - 1;
      }
      index.push(i);
    }
  const table = Buffer.alloc(256 * 3);
  palette.forEach((key, i) => table.set(key.split(',').map(Number), i * 3));
  const CLEAR = 256;
  const END = 257;
  const codes = [CLEAR];
  index.forEach((p, i) => {
    if (i > 0 && i % 254 === 0) codes.push(CLEAR);
    codes.push(p);
  });
  codes.push(END);
  const packed: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const code of codes) {
    acc |= code << bits;
    bits += 9;
    while (bits >= 8) {
      packed.push(acc & 0xff);
      acc >>>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) packed.push(acc & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < packed.length; i += 255) {
    const part = packed.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0xf7, 0, 0], 4); // global table of 256 colours
  const image = Buffer.alloc(10);
  image[0] = 0x2c;
  image.writeUInt16LE(width, 5);
  image.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    table,
    image,
    Buffer.from([8, ...blocks, 0, 0x3b]),
  ]);
}

// JPEG: the DC luminance table of ITU T.81 Annex K.3 for every component, and an AC table that
// holds only end-of-block: each 8×8 block is its average colour.
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

function huffmanCodes(counts: number[], values: number[]): Map<number, [code: number, length: number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  counts.forEach((n, i) => {
    for (let j = 0; j < n; j++) codes.set(values[k++]!, [code++, i + 1]);
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  readonly bytes: number[] = [];
  private acc = 0;
  private n = 0;
  write(value: number, length: number) {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.n === 8) this.flushByte();
    }
  }
  finish() {
    while (this.n !== 0) this.write(1, 1);
  }
  private flushByte() {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0); // byte stuffing
    this.acc = 0;
    this.n = 0;
  }
}

const segment = (marker: number, data: number[]) => {
  const length = data.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...data];
};

/** A baseline JPEG; width and height are multiples of 8. */
export function encodeJpeg(width: number, height: number, pixel: TPixel): Buffer {
  if (width % 8 || height % 8) throw new Error('width and height must be multiples of 8');
  const dc = huffmanCodes(DC_COUNTS, DC_VALUES);
  const out = new BitWriter();
  const previous = [0, 0, 0];
  for (let by = 0; by < height; by += 8)
    for (let bx = 0; bx < width; bx += 8) {
      const sum = [0, 0, 0];
      for (let y = 0; y < 8; y++)
        for (let x = 0; x < 8; x++) {
          const [r, g, b] = pixel(bx + x, by + y);
          sum[0]! += 0.299 * r + 0.587 * g + 0.114 * b;
          sum[1]! += -0.1687 * r - 0.3313 * g + 0.5 * b + 128;
          sum[2]! += 0.5 * r - 0.4187 * g - 0.0813 * b + 128;
        }
      for (let c = 0; c < 3; c++) {
        // with a quantiser of 1 the DC coefficient is 8 × (mean − 128)
        const value = Math.max(-1016, Math.min(1016, Math.round((sum[c]! / 64 - 128) * 8)));
        const diff = value - previous[c]!;
        previous[c] = value;
        const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
        const [code, length] = dc.get(category)!;
        out.write(code, length);
        if (category) out.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
        out.write(0, 1); // end of block
      }
    }
  out.finish();
  const components = [1, 2, 3].flatMap((id) => [id, 0x11, 0]);
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, ...components]),
    ...segment(0xc4, [0x00, ...DC_COUNTS, ...DC_VALUES]),
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ...out.bytes,
    0xff,
    0xd9,
  ]);
}
