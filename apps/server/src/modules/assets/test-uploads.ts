import { crc32 } from 'node:zlib';
import { encodePng } from '../../db/seeds/images';
import type { TPart } from './multipart-body';

/** A small valid PNG. */
export const smallPng = (seed = 0) => encodePng(8, 8, (x, y) => [(x * 30 + seed) % 256, y * 30, seed % 256]);

/**
 * A valid PNG of exactly `size` bytes: a private ancillary chunk ('prVt', which decoders skip)
 * before IEND pads it, so a size boundary is tested with a real image, not junk.
 */
export function pngOfSize(size: number, seed = 0): Buffer {
  const base = smallPng(seed);
  const iend = base.length - 12;
  const padding = size - base.length - 12;
  if (padding < 0) throw new Error(`a PNG cannot be ${size} bytes`);
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write('prVt', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding);
  return Buffer.concat([base.subarray(0, iend), chunk, base.subarray(iend)]);
}

/** The parts of a valid upload, with what a test changes. */
export function uploadParts(
  options: { name?: string; type?: string; description?: string; bytes?: Uint8Array; filename?: string } = {},
): TPart[] {
  const parts: TPart[] = [
    { name: 'name', value: options.name ?? 'An image' },
    { name: 'type', value: options.type ?? 'mms-image' },
  ];
  if (options.description !== undefined) parts.push({ name: 'description', value: options.description });
  parts.push({
    name: 'file',
    filename: options.filename ?? 'image.png',
    bytes: options.bytes ?? smallPng(),
    contentType: 'image/png',
  });
  return parts;
}

const jpegSegment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/**
 * A phone's EXIF, little-endian as most phones write it: IFD0 with Make, Model and Orientation
 * and a pointer to a GPS IFD holding latitude and longitude (Paris, 48°51'29.76" N 2°17'40.2" E).
 */
export function exifWithGps(orientation = 6): Buffer {
  const make = 'ParleyPhone\0';
  const model = 'Model X9 serial 0042\0';
  // layout: header 8 | IFD0 (4 entries) | GPS IFD (4 entries) | strings and rationals
  const ifd0 = 8;
  const gpsIfd = ifd0 + 2 + 4 * 12 + 4;
  let data = gpsIfd + 2 + 4 * 12 + 4;
  const tiff = Buffer.alloc(data + make.length + model.length + 48);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd0, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  const text = (s: string) => {
    const at = data;
    tiff.write(s, at, 'latin1');
    data += s.length;
    return at;
  };
  const rationals = (values: Array<[number, number]>) => {
    const at = data;
    for (const [n, d] of values) {
      tiff.writeUInt32LE(n, data);
      tiff.writeUInt32LE(d, data + 4);
      data += 8;
    }
    return at;
  };
  tiff.writeUInt16LE(4, ifd0);
  entry(ifd0 + 2, 0x010f, 2, make.length, text(make));
  entry(ifd0 + 14, 0x0110, 2, model.length, text(model));
  entry(ifd0 + 26, 0x0112, 3, 1, orientation);
  entry(ifd0 + 38, 0x8825, 4, 1, gpsIfd);
  tiff.writeUInt16LE(4, gpsIfd);
  entry(gpsIfd + 2, 0x0001, 2, 2, 0x4e); // 'N'
  entry(
    gpsIfd + 14,
    0x0002,
    5,
    3,
    rationals([
      [48, 1],
      [51, 1],
      [2976, 100],
    ]),
  );
  entry(gpsIfd + 26, 0x0003, 2, 2, 0x45); // 'E'
  entry(
    gpsIfd + 38,
    0x0004,
    5,
    3,
    rationals([
      [2, 1],
      [17, 1],
      [402, 10],
    ]),
  );
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/**
 * A JPEG as a phone or an editor leaves it: after JFIF, EXIF with GPS, XMP, an ICC profile, a
 * FlashPix APP2, IPTC in APP13, a comment, and Adobe's APP14 (which rendering needs).
 */
export function jpegWithMetadata(jpeg: Buffer, orientation = 6): Buffer {
  const jfifEnd = 2 + 2 + jpeg.readUInt16BE(4);
  const extra = [
    exifWithGps(orientation),
    jpegSegment(
      0xe1,
      Buffer.from(
        'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>48,51.496N</exif:GPSLatitude></x:xmpmeta>',
        'latin1',
      ),
    ),
    jpegSegment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.from([1, 1, 0, 0])])),
    jpegSegment(0xe2, Buffer.from('FPXR\0 flashpix contents', 'latin1')),
    jpegSegment(0xed, Buffer.from('Photoshop 3.0\x008BIM IPTC by-line: Jane Doe, city: Paris', 'latin1')),
    jpegSegment(0xfe, Buffer.from('taken at 12 rue de la Paix', 'latin1')),
    jpegSegment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1')),
  ];
  return Buffer.concat([jpeg.subarray(0, jfifEnd), ...extra, jpeg.subarray(jfifEnd)]);
}

const pngChunk = (type: string, data: Buffer) => {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
};

/** A PNG with a text chunk of each kind, EXIF and a modification time, before its image data. */
export function pngWithMetadata(png: Buffer): Buffer {
  const ihdrEnd = 8 + 25;
  const extra = [
    pngChunk('tEXt', Buffer.from('Author\0Jane Doe', 'latin1')),
    pngChunk('zTXt', Buffer.from('Comment\0\0x', 'latin1')),
    pngChunk('iTXt', Buffer.from('GPS\0\0\0\0\x0048.8583 N', 'latin1')),
    pngChunk('eXIf', exifWithGps().subarray(10)),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 26, 12, 0, 0])),
  ];
  return Buffer.concat([png.subarray(0, ihdrEnd), ...extra, png.subarray(ihdrEnd)]);
}

/** A GIF with a comment and an XMP application block beside the NETSCAPE loop count. */
export function gifWithMetadata(gif: Buffer): Buffer {
  const screen = gif[10]!;
  const headerEnd = 13 + (screen & 0x80 ? 3 * 2 ** ((screen & 7) + 1) : 0);
  const loop = Buffer.from([0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0]);
  const xmp = Buffer.from([0x21, 0xff, 11, ...Buffer.from('XMP DataXMP'), 9, ...Buffer.from('GPS 48.8N'), 0]);
  const comment = Buffer.from([0x21, 0xfe, 12, ...Buffer.from('Jane, Paris!'), 0]);
  return Buffer.concat([gif.subarray(0, headerEnd), loop, xmp, comment, gif.subarray(headerEnd)]);
}
